import type { FeeInfo } from '../../../config/api/reference';

/** fee/info's BTC withdrawal rules as the sample data serves them (on-chain 0.0001 BTC below 0.01 BTC, 0.00005 above; Lightning 0.1 % + 0.000001 BTC). */
const el = (value: number, type: string, snd: [number, string] | null = null) => ({ value, type, sndValue: snd?.[0] ?? null, sndType: snd?.[1] ?? null });
export const FEES: FeeInfo['withdrawal'] = {
  BITGO: {
    rules: {
      BTC: {
        coin: 'BTC',
        intervals: [
          { start: 0, end: 0.01, element: el(0.0001, 'ABSOLUTE') },
          { start: 0.01, end: null, element: el(0.00005, 'ABSOLUTE') },
        ],
      },
    },
  },
  LIGHTNING: { rules: { BTC: { coin: 'BTC', intervals: [{ start: 0, end: null, element: el(0.001, 'PERCENTAGE', [0.000001, 'ABSOLUTE']) }] } } },
};
