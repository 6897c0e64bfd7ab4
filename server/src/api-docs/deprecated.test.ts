/**
 * An operation the contract marks deprecated (its shape's `deprecated: true`)
 * is marked so in the OpenAPI document, and from there in the API reference's
 * data (list and operation page: the "Deprecated" badge) and in the
 * changelog's deprecated operations. No operation of the real contract is
 * deprecated, so the test runs over a fixture contract: the real one with one
 * shape marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { apiChangelog, deprecatedOperations } from '../../../src/config/api-changelog.js';
import { operationDetail, referenceIndex } from '../../../src/config/api-reference.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { CAPTURED_EXAMPLES } from './examples.js';
import { operationOf } from './openapi-operation.js';
import { servedOpenApi } from './served-openapi.js';

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };
let t: TestApp;
let real: Doc;
let doc: Doc;

beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'https://hashvale.test' } });
  real = servedOpenApi(t.app) as Doc;
  doc = withDeprecated('minerRigs');
});
afterAll(async () => t.close());

/** The served document with `name`'s operation built from its shape marked deprecated. */
function withDeprecated(name: 'minerRigs'): Doc {
  const entry = API[name];
  const shape = { ...API_SHAPES[name], deprecated: true as const };
  const op = operationOf(entry, shape, { asyncApiUrl: 'https://hashvale.test/api/v2/asyncapi.json', example: CAPTURED_EXAMPLES.operations[name] });
  const doc = structuredClone(real);
  doc.paths[`/${entry.path}`]![entry.method.toLowerCase()] = op;
  return doc;
}

describe('a deprecated operation in the contract', () => {
  it('is marked deprecated in the OpenAPI document', () => {
    expect(doc.paths[`/${API.minerRigs.path}`]!.get!.deprecated).toBe(true);
  });

  it("carries the reference's Deprecated badge, in the list and on its page, and no other operation does", () => {
    const listed = referenceIndex(doc).groups.flatMap((g) => g.operations);
    expect(listed.filter((o) => o.deprecated).map((o) => o.name)).toEqual(['minerRigs']);
    expect(operationDetail(doc, 'minerRigs')?.deprecated).toBe(true);
    expect(operationDetail(doc, 'minerDay')?.deprecated).toBe(false);
  });

  it("is in the changelog's deprecated operations, with its method, path and summary", () => {
    const changelog = apiChangelog([], doc);
    expect(changelog.deprecated).toEqual([{ name: 'minerRigs', method: 'GET', path: `/${API.minerRigs.path}`, summary: API_SHAPES.minerRigs.summary }]);
  });

  it('is not invented: the real contract marks none, and its document lists every operation undeprecated', () => {
    expect(deprecatedOperations(real)).toEqual([]);
    expect(referenceIndex(real).groups.flatMap((g) => g.operations)).toHaveLength(API_ENDPOINTS.length);
  });
});
