/** The words of the AsyncAPI document: how the live streams behave (docs/api.md, "Live streams", at more length). */
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { HASHPOWER_PUSH_MS, HASHPOWER_PUSH_ORDERS, LIVE_TICK_MS } from '../../../src/config/live-streams.js';

const seconds = (ms: number) => `${ms / 1000} s`;

/** What each stream pushes and when, by its route-table entry. */
export const STREAM_TEXTS = {
  exchangeStream: [
    `One socket per market, speaking the real exchange's protocol. The server looks for changes every ${seconds(LIVE_TICK_MS)}:`,
    '`t.u` brings each new trade; `ob.s` is the whole book at once, then `ob.u` only the levels that changed; `c.u` is the',
    'current candle and `s.u` the 24 h statistics, each at once and whenever they change. They agree with the REST calls',
    '`info/trades`, `candlesticks` and `info/marketStats`.',
  ].join('\n'),
  hashpowerStream: [
    `One socket per algorithm: \`hp.s\` at once and every ${seconds(HASHPOWER_PUSH_MS)}, the \`stats\` of`,
    `\`GET main/api/v2/hashpower/orderBook\` with its first ${HASHPOWER_PUSH_ORDERS} orders per location.`,
  ].join('\n'),
} as const;

export function streamsDescription(): string {
  const malformed = ERROR_CODES.MALFORMED_REQUEST;
  return [
    "Hashvale's two websockets. Both are public and unsigned, count against the API's rate limit like any request,",
    'and refuse an unknown market or algorithm before the upgrade with 400 and the API’s error body (see the OpenAPI',
    'document at `/api/v2/openapi.json`).',
    '',
    'A client sends JSON messages `{"m":"subscribe.<channel>"}` (and `unsubscribe.<channel>` to stop). Every push',
    "carries `ts`, the server's send time in epoch ms. A client message that is not understood is answered with an",
    `\`error\` message (code ${malformed.code}, "${malformed.message}: …"); the socket stays open. A client too slow to`,
    'follow the pushes is disconnected.',
    '',
    `**Exchange**: ${STREAM_TEXTS.exchangeStream}`,
    '',
    `**Hash-power order book**: ${STREAM_TEXTS.hashpowerStream}`,
  ].join('\n');
}
