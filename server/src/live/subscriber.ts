/** One open socket as the live feeds see it: what it asked for and how to reach it. */
import type { CandleResolution, ExchangeChannel } from '../../../src/config/live-streams.js';

export interface Subscriber {
  send(text: string): void;
  channels: Set<ExchangeChannel>;
  resolutions: Set<CandleResolution>;
}

export function newSubscriber(send: (text: string) => void): Subscriber {
  return { send, channels: new Set(), resolutions: new Set() };
}
