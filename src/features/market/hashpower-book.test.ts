import { describe, expect, it } from 'vitest';
import { estimateSpeed, payingPrice, type BookOrder } from './hashpower-book';

const order = (price: number, acceptedSpeed: number, alive = true): BookOrder => ({
  id: String(price),
  type: 'STANDARD',
  price,
  limit: 0,
  rigs: 1,
  acceptedSpeed,
  payingSpeed: acceptedSpeed,
  alive,
  pool: 'p',
});
const book = [order(3, 10), order(2, 5), order(1.5, 0, false), order(1, 2)];

describe('the buyer figures of an order book', () => {
  it('takes the paying price from the cheapest live order that gets speed', () => {
    expect(payingPrice(book)).toBe(1);
    expect(payingPrice([order(2, 0)])).toBeNull();
  });

  it('gives an order the speed of the live orders priced below it', () => {
    expect(estimateSpeed(book, 0.5)).toBe(0);
    expect(estimateSpeed(book, 2.5)).toBe(7);
    expect(estimateSpeed(book, 10)).toBe(17);
  });

  it('caps the estimate at the order limit', () => {
    expect(estimateSpeed(book, 10, 4)).toBe(4);
    expect(estimateSpeed(book, 10, 0)).toBe(17);
  });
});
