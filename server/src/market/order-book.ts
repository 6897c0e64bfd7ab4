/**
 * Simulated buyers' orders of one algorithm in each mining location. Order
 * slots live a hashed while (20 min to 6 h) and are then replaced by a new
 * order; within their life their speed moves with the market. Everything is a
 * function of (seed, algorithm, location, slot, time).
 */
import { brownian } from './noise.js';
import { hash, hashString, hashUuid, unit } from './hash.js';
import type { AlgorithmStats } from './mining-market.js';
import { MINUTE_MS } from '../../../src/config/time.js';

const LIFETIME_MINUTES = { min: 20, max: 360 } as const;
const SHARE_OF_DEAD_ORDERS = 0.12;
const SHARE_OF_FIXED_ORDERS = 0.15;
const SHARE_OF_UNLIMITED_ORDERS = 0.3;
const POOLS = ['ViaBTC', 'F2Pool', 'AntPool', '2Miners', 'HeroMiners', 'WoolyPooly', 'Kryptex', 'Luxor', 'Braiins Pool', 'K1Pool', 'SoloPool', 'my pool'];

export interface BookOrder {
  id: string;
  type: 'STANDARD' | 'FIXED';
  /** BTC per market unit per day. */
  price: number;
  /** Market units; 0 means no limit. */
  limit: number;
  rigsCount: number;
  acceptedSpeed: number;
  payingSpeed: number;
  alive: boolean;
  poolName: string;
  /** BTC left in the order's budget. */
  availableAmount: number;
}

export interface LocationBook {
  market: string;
  totalSpeed: number;
  orders: BookOrder[];
}

interface Draft extends Omit<BookOrder, 'acceptedSpeed' | 'payingSpeed' | 'rigsCount' | 'limit'> {
  weight: number;
  key: number;
  limitFactor: number;
  payingFactor: number;
}

function shares(seed: number, algorithm: string, markets: string[]): number[] {
  const weights = markets.map((m) => 1 + unit(hashString(`share:${algorithm}:${m}`, seed)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

function draftOrder(seed: number, stats: AlgorithmStats, market: string, slot: number, t: number): Draft {
  const slotKey = hashString(`order:${stats.algorithm.algorithm}:${market}`, seed);
  const life = (LIFETIME_MINUTES.min + unit(hash(slotKey, slot, 1)) * (LIFETIME_MINUTES.max - LIFETIME_MINUTES.min)) * MINUTE_MS;
  const shifted = t + unit(hash(slotKey, slot, 2)) * life;
  const generation = Math.floor(shifted / life);
  const age = (shifted - generation * life) / life;
  const u = (n: number) => unit(hash(slotKey, slot, generation, n));
  const fixed = u(1) < SHARE_OF_FIXED_ORDERS;
  return {
    id: hashUuid(slotKey, slot, generation),
    key: hash(slotKey, slot, generation),
    type: fixed ? 'FIXED' : 'STANDARD',
    price: stats.paying * (fixed ? 1.15 + 0.35 * u(2) : 1.002 + 0.08 * u(2) ** 2),
    alive: u(3) >= SHARE_OF_DEAD_ORDERS,
    weight: Math.exp(3 * u(4)),
    limitFactor: u(5) < SHARE_OF_UNLIMITED_ORDERS ? 0 : 1 + u(6),
    payingFactor: 0.97 + 0.04 * u(7),
    poolName: POOLS[Math.floor(u(8) * POOLS.length)]!,
    // Budgets shrink as orders age.
    availableAmount: 0.001 * Math.exp(6 * u(9)) * (1 - 0.8 * age),
  };
}

export function orderBook(seed: number, stats: AlgorithmStats, t: number): LocationBook[] {
  const markets = stats.algorithm.markets;
  const marketShares = shares(seed, stats.algorithm.algorithm, markets);
  return markets.map((market, m) => {
    const share = marketShares[m]!;
    const count = Math.max(1, Math.round(stats.orders * share));
    const drafts = Array.from({ length: count }, (_, slot) => draftOrder(seed, stats, market, slot, t));
    const totalWeight = drafts.reduce((sum, d) => sum + (d.alive ? d.weight : 0), 0) || 1;
    const orders: BookOrder[] = drafts.map((d) => {
      const fraction = d.alive ? (d.weight / totalWeight) * Math.exp(0.03 * brownian(d.key, t)) : 0;
      const acceptedSpeed = stats.speed * share * fraction;
      return {
        id: d.id,
        type: d.type,
        price: d.price,
        alive: d.alive,
        poolName: d.poolName,
        availableAmount: d.availableAmount,
        limit: d.limitFactor * acceptedSpeed,
        acceptedSpeed,
        payingSpeed: acceptedSpeed * d.payingFactor,
        rigsCount: d.alive ? Math.max(1, Math.round(stats.rigs * share * fraction)) : 0,
      };
    });
    orders.sort((a, b) => b.price - a.price || a.id.localeCompare(b.id));
    return { market, totalSpeed: orders.reduce((sum, o) => sum + o.acceptedSpeed, 0), orders };
  });
}
