/**
 * The hash-power order book of one algorithm and location, as the REST call
 * and the live stream give it (api-facts: numbers as decimal strings), and
 * the buyer's figures drawn from it. Prices are BTC per market unit per day;
 * speeds are in market units (`displayMarketFactor`/s).
 */
import type { LocationBook as RawLocationBook } from '../../config/api/mining';

/** One location's book as the REST call and the stream send it (the contract's). */
export type { RawLocationBook };
export type RawBookOrder = RawLocationBook['orders'][number];

export interface BookOrder {
  id: string;
  type: string;
  price: number;
  limit: number;
  rigs: number;
  acceptedSpeed: number;
  payingSpeed: number;
  alive: boolean;
  pool: string;
}

export interface LocationBook {
  totalSpeed: number;
  unit: string;
  orders: BookOrder[];
}

export function parseLocationBook(raw: RawLocationBook): LocationBook {
  return {
    totalSpeed: Number(raw.totalSpeed),
    unit: raw.displayMarketFactor,
    orders: raw.orders.map((o) => ({
      id: o.id,
      type: o.type,
      price: Number(o.price),
      limit: Number(o.limit),
      rigs: o.rigsCount,
      acceptedSpeed: Number(o.acceptedSpeed),
      payingSpeed: Number(o.payingSpeed),
      alive: o.alive,
      pool: o.poolName,
    })),
  };
}

/** The price hash power is sold at now: the cheapest live order that still gets speed. */
export function payingPrice(orders: readonly BookOrder[]): number | null {
  const served = orders.filter((o) => o.alive && o.acceptedSpeed > 0);
  return served.length === 0 ? null : Math.min(...served.map((o) => o.price));
}

/**
 * The speed an order at `price` would get: hash power goes to the highest
 * bids first, so a new order takes what the cheaper live orders now get,
 * up to its own limit (0 or absent: no limit).
 */
export function estimateSpeed(orders: readonly BookOrder[], price: number, limit = 0): number {
  const below = orders.reduce((sum, o) => (o.alive && o.price < price ? sum + o.acceptedSpeed : sum), 0);
  return limit > 0 ? Math.min(limit, below) : below;
}
