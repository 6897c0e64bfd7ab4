/**
 * The hash-power order book in the API's answer shape (api-facts:
 * `stats.<LOCATION>.{updatedTs,totalSpeed,...,orders,pagination}`), shared by
 * the REST call and the live stream so both say the same thing.
 */
import type { OrderBook } from '../../../src/config/api/mining.js';
import { decimalString } from '../lib/number-format.js';
import type { LocationBook } from './order-book.js';
import type { AlgorithmRef } from './reference.js';

/** Significant digits of the live numbers. */
const DIGITS = 8;

export interface BookPage {
  page: number;
  size: number;
}

export function orderBookAnswer(books: LocationBook[], algorithm: AlgorithmRef, t: number, { page, size }: BookPage): OrderBook {
  const stats: OrderBook['stats'] = {};
  for (const book of books) {
    stats[book.market] = {
      updatedTs: new Date(t).toISOString(),
      totalSpeed: decimalString(book.totalSpeed, DIGITS),
      marketFactor: decimalString(algorithm.marketFactor),
      displayMarketFactor: algorithm.displayMarketFactor,
      orders: book.orders.slice(page * size, (page + 1) * size).map((o) => ({
        id: o.id,
        type: o.type,
        price: decimalString(o.price, DIGITS),
        limit: decimalString(o.limit, DIGITS),
        rigsCount: o.rigsCount,
        acceptedSpeed: decimalString(o.acceptedSpeed, DIGITS),
        payingSpeed: decimalString(o.payingSpeed, DIGITS),
        alive: o.alive,
        poolName: o.poolName,
        availableAmount: o.availableAmount.toFixed(8),
      })),
      pagination: { size, page, totalPageCount: Math.ceil(book.orders.length / size) },
    };
  }
  return { stats };
}
