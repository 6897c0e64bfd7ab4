import { describe, expect, it } from 'vitest';
import { sellerFeeFraction } from './seller-fee';
import type { FeeInfo, FeeInterval } from './types';

const pct = (start: number, end: number | null, value: number): FeeInterval => ({
  start,
  end,
  element: { value, type: 'PERCENTAGE', sndValue: null, sndType: null },
});
const info = (intervals: FeeInterval[]) => ({ sellFee: { coin: null, intervals } }) as unknown as FeeInfo;

describe('sellerFeeFraction', () => {
  it('takes the tier of the 30-day volume, the first one by default', () => {
    const fees = info([pct(0, 10, 0.02), pct(10, 100, 0.015), pct(100, null, 0.01)]);
    expect(sellerFeeFraction(fees)).toBe(0.02);
    expect(sellerFeeFraction(fees, 10)).toBe(0.015);
    expect(sellerFeeFraction(fees, 5000)).toBe(0.01);
  });

  it('is zero without a matching percentage tier', () => {
    expect(sellerFeeFraction(info([]))).toBe(0);
    expect(sellerFeeFraction(info([{ start: 0, end: null, element: { value: 1, type: 'ABSOLUTE', sndValue: null, sndType: null } }]))).toBe(0);
  });
});
