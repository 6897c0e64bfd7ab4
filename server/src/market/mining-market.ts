/**
 * The hash-power marketplace's live numbers per algorithm: paying price (BTC
 * per market unit per day), total speed (market units), rigs and active
 * orders, each a smooth random walk around the algorithm's sample values.
 *
 * Profitability, used everywhere: BTC/day = speed in mining units x
 * miningFactor / marketFactor x paying (docs/sample-data.md).
 */
import { brownian } from './noise.js';
import { hashString } from './hash.js';
import type { AlgorithmRef, Reference } from './reference.js';

/** Typical daily moves: paying 6 %, speed 5 %, orders 15 %; rigs follow speed with 2 % of their own. */
const VOLATILITY = { paying: 0.06, speed: 0.05, rigs: 0.02, orders: 0.15 } as const;
/** A GPU rig holds about this many cards. */
const GPUS_PER_RIG = 6;
/** Rigs assumed when no sample device mines the algorithm. */
const FALLBACK_RIGS = 500;

export interface AlgorithmStats {
  algorithm: AlgorithmRef;
  /** BTC per market unit per day. */
  paying: number;
  /** Market units. */
  speed: number;
  rigs: number;
  orders: number;
}

interface Stream {
  algorithm: AlgorithmRef;
  keys: { paying: number; speed: number; rigs: number; orders: number };
  baseRigs: number;
  baseOrders: number;
}

export function btcPerDay(speedInMiningUnits: number, algorithm: AlgorithmRef, paying: number): number {
  return ((speedInMiningUnits * algorithm.miningFactor) / algorithm.marketFactor) * paying;
}

function baseRigs(algorithm: AlgorithmRef, ref: Reference): number {
  const miners = ref.devices
    .filter((d) => (d.speeds[algorithm.algorithm] ?? 0) > 0)
    .map((d) => ({ speed: d.speeds[algorithm.algorithm]! * (d.category === 'GPU' ? GPUS_PER_RIG : 1) }))
    .sort((a, b) => a.speed - b.speed);
  const median = miners[Math.floor(miners.length / 2)];
  if (!median) return FALLBACK_RIGS;
  return Math.max(1, (algorithm.baseSpeed * algorithm.marketFactor) / (median.speed * algorithm.miningFactor));
}

export class MiningMarket {
  private readonly streams = new Map<string, Stream>();

  constructor(seed: number, ref: Reference) {
    for (const algorithm of ref.algorithms) {
      const rigs = baseRigs(algorithm, ref);
      const key = (what: string) => hashString(`${what}:${algorithm.algorithm}`, seed);
      this.streams.set(algorithm.algorithm, {
        algorithm,
        keys: { paying: key('paying'), speed: key('speed'), rigs: key('rigs'), orders: key('orders') },
        baseRigs: rigs,
        baseOrders: Math.min(400, Math.max(3, Math.round(3 * rigs ** 0.4))),
      });
    }
  }

  algorithm(name: string): AlgorithmRef | undefined {
    return this.streams.get(name)?.algorithm;
  }

  algorithms(): AlgorithmRef[] {
    return [...this.streams.values()].map((s) => s.algorithm);
  }

  stats(name: string, t: number): AlgorithmStats | undefined {
    const stream = this.streams.get(name);
    if (!stream) return undefined;
    const { algorithm, keys } = stream;
    const speedMove = Math.exp(VOLATILITY.speed * brownian(keys.speed, t));
    return {
      algorithm,
      paying: algorithm.basePaying * Math.exp(VOLATILITY.paying * brownian(keys.paying, t)),
      speed: algorithm.baseSpeed * speedMove,
      rigs: Math.max(1, Math.round(stream.baseRigs * speedMove * Math.exp(VOLATILITY.rigs * brownian(keys.rigs, t)))),
      orders: Math.max(1, Math.round(stream.baseOrders * Math.exp(VOLATILITY.orders * brownian(keys.orders, t)))),
    };
  }
}
