/** Entry of `npm run admin -- <command>`; see run-cli.ts and docs/admin.md. */
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => console.log(text),
  stderr: (text) => console.error(text),
});
