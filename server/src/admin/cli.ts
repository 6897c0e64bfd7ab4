/** Entry of `npm run admin -- <command>`; see run-cli.ts and docs/admin.md. */
import { runCli } from './run-cli.js';

try {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  });
} catch (error) {
  // run-cli answers every expected failure itself; anything else is still one line.
  console.error(`Admin command failed: ${String((error as Error)?.message ?? error).split('\n', 1)[0]}`);
  process.exitCode = 1;
}
