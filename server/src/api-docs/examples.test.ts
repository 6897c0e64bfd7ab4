import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS, type ApiEntry } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { CAPTURED_EXAMPLES } from './examples.js';

type Schema = Record<string, unknown>;
interface Media {
  schema: Schema;
  example?: unknown;
}
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>>;
}
interface AsyncApi {
  components: { messages: Record<string, { name: string; payload: Schema; examples?: Array<{ name: string; payload: unknown }> }> };
}

/** OpenAPI 3.1 schemas are JSON Schema 2020-12; AsyncAPI 3.0's default format is draft-07. */
const openApiAjv = new Ajv2020({ strict: false, allErrors: true });
const asyncApiAjv = new Ajv({ strict: false, allErrors: true });
addFormats.default(openApiAjv);
addFormats.default(asyncApiAjv);

const REFRESH = 'refresh the examples: npm run api:examples';

let t: TestApp;
let openApi: OpenApi;
let asyncApi: AsyncApi;

beforeAll(async () => {
  t = await buildTestApp();
  openApi = (await t.app.inject(`/${API.openApi.path}`)).json() as OpenApi;
  asyncApi = (await t.app.inject(`/${API.asyncApi.path}`)).json() as AsyncApi;
});
afterAll(async () => t.close());

function problem(validate: ValidateFunction, ajv: Ajv | Ajv2020, value: unknown, where: string): string[] {
  return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
}

const answerOf = (entry: ApiEntry): Media | undefined => {
  const shape = API_SHAPES[entry.name as keyof typeof API_SHAPES];
  if (entry.websocket) return undefined;
  return openApi.paths[`/${entry.path}`]![entry.method.toLowerCase()]!.responses['200']!.content![
    ('mediaType' in shape && shape.mediaType) || 'application/json'
  ];
};

describe('the example answers of the OpenAPI document', () => {
  it('show a captured answer for every operation with a JSON answer, and none for a file or a websocket', () => {
    const json = API_ENDPOINTS.filter((e) => !e.websocket && !('mediaType' in API_SHAPES[e.name]));
    expect(
      json.filter((e) => answerOf(e)?.example === undefined).map((e) => e.name),
      REFRESH,
    ).toEqual([]);
    const others = API_ENDPOINTS.filter((e) => !json.includes(e));
    expect(others.filter((e) => answerOf(e)?.example !== undefined).map((e) => e.name)).toEqual([]);
  });

  it('name only operations of the route table', () => {
    const names = new Set<string>(API_ENDPOINTS.map((e) => e.name));
    expect(
      Object.keys(CAPTURED_EXAMPLES.operations).filter((name) => !names.has(name)),
      REFRESH,
    ).toEqual([]);
  });

  it("each fit their operation's answer schema", () => {
    const problems = API_ENDPOINTS.flatMap((entry) => {
      const media = answerOf(entry);
      if (media?.example === undefined) return [];
      return problem(openApiAjv.compile(media.schema), openApiAjv, media.example, entry.name);
    });
    expect(problems, `an answer off its shape, or ${REFRESH}`).toEqual([]);
  });
});

describe('the example messages of the AsyncAPI document', () => {
  it('show a captured message for every message the server pushes, each fitting its payload schema', () => {
    const messages = Object.values(asyncApi.components.messages);
    const pushed = messages.filter((m) => m.name !== 'subscription');
    expect(
      pushed.filter((m) => !m.examples?.length).map((m) => m.name),
      REFRESH,
    ).toEqual([]);
    const problems = messages.flatMap((message) => {
      const validate = asyncApiAjv.compile(message.payload);
      return (message.examples ?? []).flatMap((example) => problem(validate, asyncApiAjv, example.payload, `${message.name} ${example.name}`));
    });
    expect(problems).toEqual([]);
  });
});
