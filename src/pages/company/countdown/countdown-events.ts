/**
 * The dated events of /countdown. Halvings are estimated from block heights
 * (a halving happens at a block, not on a date): a known block and its time,
 * plus the blocks still to come times the network's target block interval.
 * Real blocks have come slightly faster than target, so the real date tends
 * to be a little earlier; the page says so (content/pages/countdown.md).
 */
import { MINUTE_MS } from '../../../config/time';

export interface BlockEstimate {
  /** A mined block and its timestamp (UTC). */
  referenceHeight: number;
  referenceTimeMs: number;
  targetHeight: number;
  blockIntervalMs: number;
}

export interface CountdownEvent {
  /** The URL segment: /countdown/{id}. Message ids: countdown.event.{id}.title|text. */
  id: string;
  targetMs: number;
  /** Set when the date is estimated from block heights. */
  estimate?: BlockEstimate;
}

/** When a block height is expected, given the reference block and the target interval. */
export function estimateBlockTime(e: BlockEstimate): number {
  return e.referenceTimeMs + (e.targetHeight - e.referenceHeight) * e.blockIntervalMs;
}

/** Bitcoin: the fourth halving, block 840,000, was mined on 20 April 2024 at 00:09:27 UTC; the fifth is at 1,050,000. */
const BITCOIN_HALVING: BlockEstimate = {
  referenceHeight: 840_000,
  referenceTimeMs: Date.UTC(2024, 3, 20, 0, 9, 27),
  targetHeight: 1_050_000,
  blockIntervalMs: 10 * MINUTE_MS,
};

/** Litecoin: the third halving, block 2,520,000, was mined on 2 August 2023 at 23:19 UTC; the fourth is at 3,360,000. */
const LITECOIN_HALVING: BlockEstimate = {
  referenceHeight: 2_520_000,
  referenceTimeMs: Date.UTC(2023, 7, 2, 23, 19, 0),
  targetHeight: 3_360_000,
  blockIntervalMs: 2.5 * MINUTE_MS,
};

export const COUNTDOWN_EVENTS: readonly CountdownEvent[] = [
  { id: 'halving', targetMs: estimateBlockTime(BITCOIN_HALVING), estimate: BITCOIN_HALVING },
  { id: 'litecoin-halving', targetMs: estimateBlockTime(LITECOIN_HALVING), estimate: LITECOIN_HALVING },
  /** The announced release time of Hashvale OS 3: 2 March 2027, 14:00 UTC. */
  { id: 'hashvale-os-3', targetMs: Date.UTC(2027, 2, 2, 14, 0, 0) },
];

export function countdownEvent(id: string): CountdownEvent | undefined {
  return COUNTDOWN_EVENTS.find((event) => event.id === id);
}
