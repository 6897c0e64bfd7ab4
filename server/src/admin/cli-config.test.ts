import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './run-cli.js';

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const err: string[] = [];
  const code = await runCli(args, { env, stdout: () => undefined, stderr: (t) => err.push(t) });
  return { code, stderr: err.join('\n') };
}

describe('admin CLI configuration errors', () => {
  it('exits with 2 and one line for a wrong variable, opening nothing', async () => {
    const res = await cli({ DATA_DIR: '/tmp/hv-never-created', SEED_SAMPLE_DATA: 'yes' }, 'flags', 'list');
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toBe('Configuration error: SEED_SAMPLE_DATA must be "true" or "false", got "yes"');
  });

  it('exits with 2 at once for a DATA_DIR that cannot be created', async () => {
    const res = await cli({ DATA_DIR: '/proc/x' }, 'flags', 'list');
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(/^Configuration error: DATA_DIR \/proc\/x is not a writable folder [^\n]+$/);
  });
});
