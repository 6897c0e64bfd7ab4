import { Parser } from '@asyncapi/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { SERVER_MESSAGES } from '../../../src/config/api/live-messages.js';
import { EXCHANGE_CHANNELS } from '../../../src/config/live-streams.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

interface AsyncApi {
  channels: Record<string, { address: string; parameters: Record<string, unknown>; messages: Record<string, { $ref: string }> }>;
  operations: Record<string, { action: 'send' | 'receive'; channel: { $ref: string }; messages: Array<{ $ref: string }> }>;
  components: { messages: Record<string, { name: string; payload: { properties: { m: { enum?: string[]; const?: string } } } }> };
}

/** @asyncapi/parser's severities (Spectral's): 0 is an error. */
const ERROR_SEVERITY = 0;

let t: TestApp;
let text: string;
let doc: AsyncApi;

beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'https://hashvale.test' } });
  text = (await t.app.inject(`/${API.asyncApi.path}`)).body;
  doc = JSON.parse(text) as AsyncApi;
});
afterAll(async () => t.close());

const streams = API_ENDPOINTS.filter((e) => e.websocket);
const componentOf = (ref: { $ref: string }) => doc.components.messages[ref.$ref.split('/').pop()!]!;

describe('the AsyncAPI document', () => {
  it('parses with @asyncapi/parser without an error diagnostic', async () => {
    const { document, diagnostics } = await new Parser().parse(text);
    expect(diagnostics.filter((d) => d.severity === ERROR_SEVERITY).map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
  });

  it('has a channel for each websocket of the route table, at its path, with its path parameters', () => {
    expect(Object.keys(doc.channels)).toEqual(streams.map((e) => e.name));
    for (const entry of streams) {
      const channel = doc.channels[entry.name]!;
      expect(channel.address).toBe(`/${entry.path}`);
      expect(Object.keys(channel.parameters)).toEqual(Object.keys(API_SHAPES[entry.name as 'exchangeStream'].params.properties));
    }
  });

  it('describes every message the server pushes, each received by an operation on its channel', () => {
    const received = Object.values(doc.operations)
      .filter((op) => op.action === 'receive')
      .flatMap((op) => op.messages.map((ref) => componentOf(doc.channels[op.channel.$ref.split('/').pop()!]!.messages[ref.$ref.split('/').pop()!]!).name));
    expect([...new Set(received)].sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
  });

  it('lets a client subscribe to and unsubscribe from every channel of the exchange protocol', () => {
    const send = Object.values(doc.operations).find((op) => op.action === 'send' && op.channel.$ref === `#/channels/${API.exchangeStream.name}`)!;
    const payload = componentOf(doc.channels[API.exchangeStream.name]!.messages[send.messages[0]!.$ref.split('/').pop()!]!).payload;
    const expected = ['subscribe', 'unsubscribe'].flatMap((verb) => EXCHANGE_CHANNELS.map((c) => `${verb}.${c}`));
    expect([...payload.properties.m.enum!].sort()).toEqual(expected.sort());
  });
});
