/**
 * The samples sign as the app's signer does: each is run with its request
 * caught (fetch stubbed for JavaScript, a stub `requests` module for Python,
 * a stub `curl` on PATH for the shell), and the X-Auth it sent must equal
 * src/lib/signing/hmac-signature.ts's over the same request. The server test
 * (server/src/api-docs/reference-samples.test.ts) runs them for real.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeSamples, SAMPLE_ENV } from '../../config/api-samples';
import { operationDetail } from '../../config/api-reference';
import { FIXTURE_DOC } from '../../config/api-reference.fixture';
import { authHeader } from '../../lib/signing/hmac-signature';

const ENV = {
  [SAMPLE_ENV.url]: 'http://api.test',
  [SAMPLE_ENV.key]: '4ebd366d-76f4-4400-a3b6-e51515d054d6',
  [SAMPLE_ENV.secret]: 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf-ce66-4ca7-8b84-93651abc723b',
  [SAMPLE_ENV.organization]: 'da41b3bc-3d0b-4226-b7ea-aee73f94a518',
};

interface Caught {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A `requests` that prints what it was asked to send, and a `curl` that does the same.
writeFileSync(
  path.join(dir, 'requests.py'),
  `import json
class _Res:
    ok = True
    status_code = 200
    text = "{}"
    headers = {}
    content = b""
    def json(self):
        return {}
def request(method, url, headers=None, data=None, timeout=None):
    print(json.dumps({"method": method, "url": url, "headers": headers or {}, "body": (data or b"").decode()}))
    return _Res()
`,
);
const CURL = path.join(dir, 'curl');
writeFileSync(
  CURL,
  `#!/usr/bin/env node
const args = process.argv.slice(2); const headers = {}; let method = 'GET'; let body = ''; let url = '';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '-H') { const [k, ...v] = args[++i].split(': '); headers[k] = v.join(': '); }
  else if (args[i] === '-X') method = args[++i];
  else if (args[i] === '--data-raw') body = args[++i];
  else if (!args[i].startsWith('-')) url = args[i];
}
console.log(JSON.stringify({ method, url, headers, body }));
`,
);
chmodSync(CURL, 0o755);

async function runJavaScript(code: string): Promise<Caught> {
  let caught: Caught | undefined;
  const fetch = async (url: string, init: { method: string; headers?: Record<string, string>; body?: string }) => {
    caught = { method: init.method, url, headers: init.headers ?? {}, body: init.body ?? '' };
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('process', 'fetch', 'console', code)({ env: ENV }, fetch, { log: () => {} });
  return caught!;
}

function runProcess(command: string, args: string[], extraEnv: Record<string, string>): Caught {
  const run = spawnSync(command, args, { env: { ...process.env, ...ENV, ...extraEnv }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n')[0]!) as Caught;
}

function runPython(code: string): Caught {
  const file = path.join(dir, 'sample.py');
  writeFileSync(file, code);
  return runProcess('python3', [file], { PYTHONPATH: dir });
}

function runCurl(code: string): Caught {
  const file = path.join(dir, 'sample.sh');
  writeFileSync(file, code);
  return runProcess('bash', [file], { PATH: `${dir}:${process.env.PATH ?? ''}` });
}

async function expectedAuth(caught: Caught, organizationScoped: boolean): Promise<string> {
  const url = new URL(caught.url);
  return authHeader(ENV[SAMPLE_ENV.secret]!, {
    key: ENV[SAMPLE_ENV.key]!,
    time: caught.headers['X-Time']!,
    nonce: caught.headers['X-Nonce']!,
    organizationId: organizationScoped ? ENV[SAMPLE_ENV.organization]! : '',
    method: caught.method,
    path: url.pathname,
    query: url.search.slice(1),
    body: caught.body,
  });
}

const RUNNERS = { javascript: runJavaScript, python: runPython, curl: runCurl } as const;

describe.each(Object.keys(RUNNERS) as Array<keyof typeof RUNNERS>)('the %s sample', (language) => {
  const run = (code: string) => Promise.resolve(RUNNERS[language](code));

  it.each(['accounts', 'setFeatureToggles'])('of the signed %s signs the request it sends, as the app does', async (name) => {
    const op = operationDetail(FIXTURE_DOC, name)!;
    const caught = await run(codeSamples(op)[language]);
    expect(caught.url.startsWith(`${ENV[SAMPLE_ENV.url]}${op.path}`)).toBe(true);
    expect(caught.headers['X-Organization-Id']).toBe(ENV[SAMPLE_ENV.organization]);
    expect(caught.headers['X-Auth']).toBe(await expectedAuth(caught, true));
    if (op.body) expect(JSON.parse(caught.body)).toEqual({ miningEnabled: false });
  });

  it('of a public call sends its required parameters and no signature', async () => {
    const caught = await run(codeSamples(operationDetail(FIXTURE_DOC, 'orderBook')!)[language]);
    expect(caught.url).toBe(`${ENV[SAMPLE_ENV.url]}/main/api/v2/hashpower/orderBook?algorithm=SHA256`);
    expect(caught.headers['X-Auth']).toBeUndefined();
  });
});

it('names the environment variables it reads on the page', () => {
  const { curl, javascript, python } = codeSamples(operationDetail(FIXTURE_DOC, 'accounts')!);
  for (const code of [curl, javascript, python])
    for (const variable of [SAMPLE_ENV.key, SAMPLE_ENV.secret, SAMPLE_ENV.organization]) expect(code).toContain(variable);
});
