import { describe, expect, it } from 'vitest';
import { channelPath, websocketReference } from '../../../src/config/websocket-reference.js';
import { buildAsyncApi } from './asyncapi.js';
import { CAPTURED_EXAMPLES } from './examples.js';

const doc = buildAsyncApi({ publicUrl: 'https://hashvale.test', examples: CAPTURED_EXAMPLES }) as {
  channels: Record<string, { address: string }>;
  operations: Record<string, { action: string; channel: { $ref: string }; messages: Array<{ $ref: string }> }>;
};

describe('the websocket reference (src/config/websocket-reference.ts) of the served AsyncAPI document', () => {
  const reference = websocketReference(doc);

  it('lists every channel with its address and the wss server', () => {
    expect(reference.serverUrl).toBe('wss://hashvale.test');
    expect(reference.channels.map((c) => [c.name, c.address])).toEqual(Object.entries(doc.channels).map(([name, c]) => [name, c.address]));
  });

  it("gives each channel the messages its operations send and receive, with schemas, and the subscription's examples", () => {
    for (const channel of reference.channels) {
      const ops = Object.values(doc.operations).filter((op) => op.channel.$ref === `#/channels/${channel.name}`);
      const names = (action: string) => new Set(ops.filter((op) => op.action === action).flatMap((op) => op.messages.map((m) => m.$ref.split('/').pop())));
      expect(new Set(channel.sends.map((m) => m.name))).toEqual(names('send'));
      expect(new Set(channel.receives.map((m) => m.name))).toEqual(names('receive'));
      for (const m of [...channel.sends, ...channel.receives]) expect(m.schema.type, `${channel.name} ${m.name}`).toBe('object');
      expect(channel.sends.flatMap((m) => m.examples).length).toBeGreaterThan(0);
      for (const p of channel.parameters) expect(p.example, `${channel.name} ${p.name}`).toBeTruthy();
    }
  });

  it('fills an address with its parameters', () => {
    expect(channelPath('/exchange/api/v2/ws/{market}', { market: 'BTCUSDT' })).toBe('/exchange/api/v2/ws/BTCUSDT');
    expect(channelPath('/x/{a}', { a: 'a/b' })).toBe('/x/a%2Fb');
  });
});
