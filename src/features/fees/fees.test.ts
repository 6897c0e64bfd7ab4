import { describe, expect, it } from 'vitest';
import { withdrawalCoins, withdrawalRows } from './withdrawal-rows';

const el = (value: number) => ({ value, type: 'ABSOLUTE' as const, sndValue: null, sndType: null });

describe('withdrawalRows', () => {
  it('lists every tier of every coin and method, by coin, method and start', () => {
    const rows = withdrawalRows({
      LIGHTNING: { rules: { BTC: { coin: 'BTC', intervals: [{ start: 0, end: null, element: el(0.001) }] } } },
      BITGO: {
        rules: {
          LTC: { coin: 'LTC', intervals: [{ start: 0, end: null, element: el(0.001) }] },
          BTC: {
            coin: 'BTC',
            intervals: [
              { start: 0.01, end: null, element: el(0.00005) },
              { start: 0, end: 0.01, element: el(0.0001) },
            ],
          },
        },
      },
    });
    expect(rows.map((row) => `${row.coin} ${row.method} ${row.start}-${row.end ?? ''}`)).toEqual([
      'BTC BITGO 0-0.01',
      'BTC BITGO 0.01-',
      'BTC LIGHTNING 0-',
      'LTC BITGO 0-',
    ]);
    expect(withdrawalCoins(rows)).toEqual(['BTC', 'LTC']);
  });
});
