/**
 * The API reference's samples (src/config/api-samples.ts) run as they are
 * printed on /software-developers/api/{operation}: curl, node and python3
 * against a listening server, for every public JSON GET of the served
 * OpenAPI document and every signed operation an API key may make (its reads
 * and its writes: src/config/api-permissions.ts), with a key of every
 * permission. Each must answer 2xx with an answer that fits the operation's
 * schema.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { operationDetail, referenceIndex, type ReferenceOperationDetail } from '../../../src/config/api-reference.js';
import { codeSamples, SAMPLE_ENV, type CodeSamples } from '../../../src/config/api-samples.js';
import { permissionOf } from '../../../src/config/api-permissions.js';
import { createApiKey } from '../admin/commands.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { servedOpenApi } from './served-openapi.js';

const run = promisify(execFile);
const LANGUAGES: ReadonlyArray<{ language: keyof CodeSamples; file: string; command: string }> = [
  { language: 'curl', file: 'sample.sh', command: 'bash' },
  { language: 'javascript', file: 'sample.mjs', command: process.execPath },
  { language: 'python', file: 'sample.py', command: 'python3' },
];

let t: TestApp;
let env: Record<string, string>;
let doc: Record<string, unknown>;
const dir = mkdtempSync(path.join(os.tmpdir(), 'reference-samples-'));

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const key = await createApiKey(t.db);
  env = {
    ...(process.env as Record<string, string>),
    [SAMPLE_ENV.url]: `http://127.0.0.1:${port}`,
    [SAMPLE_ENV.key]: key.key,
    [SAMPLE_ENV.secret]: key.secret,
    [SAMPLE_ENV.organization]: key.organizationId,
  };
  doc = servedOpenApi(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads the test server cannot answer 2xx: it loads no articles (content/), so an article asked by name is not found. */
const NOT_RUN: ReadonlySet<string> = new Set(['contentArticle']);

/** An operation an API key may make: signed, and not one only a signed-in person's session may call. */
const forApiKeys = (o: { name: string; signed: boolean }) => o.signed && permissionOf(o.name) !== 'session';

/** The public JSON reads the samples run for, and every signed operation an API key may make. */
function operationsToRun(): ReferenceOperationDetail[] {
  return referenceIndex(doc)
    .groups.flatMap((g) => g.operations)
    .filter((o) => !o.websocket && !NOT_RUN.has(o.name) && ((o.method === 'GET' && !o.signed) || forApiKeys(o)))
    .map((o) => operationDetail(doc, o.name)!)
    .filter((o) => (o.answer?.mediaType ?? '').includes('json'));
}

async function runSample(op: ReferenceOperationDetail, language: (typeof LANGUAGES)[number]): Promise<unknown> {
  const file = path.join(dir, `${op.name}-${language.file}`);
  writeFileSync(file, codeSamples(op)[language.language]);
  const { stdout } = await run(language.command, [file], { env, cwd: dir, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as unknown;
}

describe('the reference samples against a real server', () => {
  it('cover every public JSON read and every signed operation an API key may make', () => {
    const names = operationsToRun().map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['accounts', 'activity', 'setFeatureToggles']));
    expect(names.filter((name) => permissionOf(name) !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(names.length).toBeGreaterThan(25);
  });

  it('answer 2xx with an answer that fits the schema, in curl, node and python3', async () => {
    const ran: string[] = [];
    for (const op of operationsToRun()) {
      const schema = (API_SHAPES[op.name as ApiName].answers as Record<number, TSchema>)[200]!;
      const answers = await Promise.all(LANGUAGES.map((language) => runSample(op, language).then((answer) => [language.language, answer] as const)));
      for (const [language, answer] of answers) {
        expect.soft([...Value.Errors(schema, answer)].slice(0, 3), `${op.name} in ${language}`).toEqual([]);
        ran.push(`${op.name}:${language}`);
      }
    }
    // How many ran, for the record of the run.
    console.info(`reference samples run: ${ran.length}`);
  }, 300_000);
});
