import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS, type ApiEntry } from '../../../src/config/api-contract.js';
import { isApiPath } from '../../../src/config/api-prefixes.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { API_TAGS, type EndpointShape } from '../../../src/config/api/shape.js';
import { ERROR_CODES, type ErrorCodeName } from '../../../src/config/error-codes.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REDOCLY = path.join(ROOT, 'node_modules', '.bin', 'redocly');
/** The linter's own config (the `recommended` ruleset), and no update check or telemetry: nothing leaves the machine. */
const REDOCLY_CONFIG = path.join(ROOT, 'redocly.yaml');
const REDOCLY_ENV = { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' };

interface Operation {
  operationId: string;
  security: unknown[];
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; $ref?: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, unknown> }>;
  externalDocs?: { url: string };
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
  info: { description: string };
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string; description: string }>;
    responses: Record<string, { content: { 'application/json': { schema: unknown; example: Record<string, unknown> } } }>;
  };
};

let t: TestApp;
let doc: Document;
const registered: string[] = [];

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
  };
  // A public URL a linter accepts as a server (localhost is flagged).
  t = await buildTestApp({ onRoute: collect, config: { publicUrl: 'https://hashvale.test' } });
  doc = (await t.app.inject('/api/v2/openapi.json')).json() as Document;
});
afterAll(async () => t.close());

const operationOf = (entry: ApiEntry) => doc.paths[`/${entry.path}`]![entry.method.toLowerCase()]!;
const shapeOf = (entry: ApiEntry): EndpointShape => API_SHAPES[entry.name as keyof typeof API_SHAPES];

describe('the API documents served by the server', () => {
  it.each([API.openApi, API.asyncApi])('answers $name unsigned, cached like other public reference data', async (entry) => {
    const first = await t.app.inject(`/${entry.path}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    // A hit says the seconds left of the cached answer's time.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(first.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(entry.cacheTtlSeconds!);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: `/${entry.path}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("lints with no error under Redocly's recommended rules, and no warning but the websockets' missing 2xx", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hv-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const run = spawnSync(REDOCLY, ['lint', '--config', REDOCLY_CONFIG, '--format=json', file], { encoding: 'utf8', env: REDOCLY_ENV });
      const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: Array<{ ruleId: string; location: Array<{ pointer: string }> }> };
      expect(report.totals.errors, run.stdout).toBe(0);
      // A websocket's GET answers 101 Switching Protocols, never 2xx: the rule does not know upgrades.
      const upgrades = API_ENDPOINTS.filter((e) => e.websocket).map((e) => `#/paths/${`/${e.path}`.replaceAll('/', '~1')}/get/responses`);
      const unexpected = report.problems.filter((p) => !(p.ruleId === 'operation-2xx-response' && upgrades.includes(p.location[0]!.pointer)));
      expect(unexpected).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has an operation for every API route the server registers, and no other', () => {
    const gets = new Set(registered.filter((r) => r.startsWith('GET ')).map((r) => r.slice(4)));
    const routes = registered.filter((r) => {
      const [method, url] = r.split(' ') as [string, string];
      return isApiPath(url) && !(method === 'HEAD' && gets.has(url));
    });
    const documented = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${p.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
  });

  it('names each operation after its route-table entry and tags it with the tags of API_TAGS', () => {
    for (const entry of API_ENDPOINTS) expect(operationOf(entry).operationId).toBe(entry.name);
    expect(doc.tags.map((tag) => tag.name)).toEqual(Object.keys(API_TAGS));
    const tags = new Set(Object.keys(API_TAGS));
    expect(API_ENDPOINTS.filter((e) => !operationOf(e).tags.every((tag) => tags.has(tag))).map((e) => e.name)).toEqual([]);
  });

  it('asks for the HMAC signature on signed operations and for no security on public ones', () => {
    for (const entry of API_ENDPOINTS) expect(operationOf(entry).security, entry.name).toEqual(entry.signed ? [{ hmacSignature: [] }] : []);
    const scheme = doc.components.securitySchemes.hmacSignature!;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Auth' });
    expect(scheme.description).toContain('HMAC-SHA256(secret, input)');
    expect(scheme.description).toContain('one zero byte (0x00)');
    for (const header of ['X-Time', 'X-Nonce', 'X-Organization-Id', 'X-Request-Id']) expect(doc.info.description).toContain(header);
  });

  it('documents the error answers: 400, 429, 500 and 503 everywhere, 401 and 412 when signed, the rest where the shape lists them', () => {
    const always: ErrorCodeName[] = ['MALFORMED_REQUEST', 'INVALID_PARAMETER', 'RATE_LIMITED', 'INTERNAL', 'DATABASE_UNAVAILABLE'];
    const signed: ErrorCodeName[] = ['INVALID_SESSION', 'NONCE_REUSED', 'TIME_SKEW'];
    for (const entry of API_ENDPOINTS) {
      const codes = [...always, ...(entry.signed ? signed : []), ...(shapeOf(entry).errors ?? [])];
      const expected = [...new Set(codes.map((c) => String(ERROR_CODES[c].status)))].sort();
      const responses = operationOf(entry).responses;
      expect(
        Object.keys(responses)
          .filter((s) => Number(s) >= 400)
          .sort(),
        entry.name,
      ).toEqual(expected);
    }
    for (const response of Object.values(doc.components.responses)) {
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
    expect(doc.components.responses.TimeSkew!.content['application/json'].example.serverTime).toEqual(expect.any(Number));
    expect((doc.components.responses.Unavailable as { headers?: object }).headers).toHaveProperty('Retry-After');
  });

  it('lists every code of the error table in the description', () => {
    for (const [name, e] of Object.entries(ERROR_CODES)) expect(doc.info.description).toContain(`| ${e.code} | ${e.status} | \`${name}\` |`);
  });

  it('makes a query parameter required only when its schema requires it and gives it no default', () => {
    for (const entry of API_ENDPOINTS.filter((e) => shapeOf(e).query)) {
      const query = shapeOf(entry).query!;
      const parameters = operationOf(entry).parameters!.filter((p) => p.in === 'query');
      expect(
        parameters.map((p) => p.name),
        entry.name,
      ).toEqual(Object.keys(query.properties));
      for (const p of parameters) {
        const required = (query.required ?? []).includes(p.name) && !('default' in query.properties[p.name]!);
        expect(p.required, `${entry.name} ${p.name}`).toBe(required);
      }
    }
    const orderBook = operationOf(API.orderBook).parameters!;
    expect(orderBook.find((p) => p.name === 'algorithm')!.required).toBe(true);
    expect(orderBook.find((p) => p.name === 'page')).toMatchObject({ required: false, schema: { default: 0 } });
  });

  it('gives each body and answer its media type, and each websocket a 101 pointing to the AsyncAPI document', () => {
    for (const entry of API_ENDPOINTS) {
      const shape = shapeOf(entry);
      const operation = operationOf(entry);
      if (shape.body) expect(Object.keys(operation.requestBody!.content), entry.name).toEqual([shape.bodyMediaType ?? 'application/json']);
      if (entry.websocket) {
        expect(operation.responses['101']!.description).toContain('/api/v2/asyncapi.json');
        expect(operation.externalDocs!.url).toBe(`https://hashvale.test/${API.asyncApi.path}`);
      } else {
        expect(Object.keys(operation.responses['200']!.content!), entry.name).toEqual([shape.mediaType ?? 'application/json']);
      }
    }
  });
});
