import { describe, expect, it } from 'vitest';
import { feeWaterfall, netBeforeElectricityBtc, withdrawalFeeBtc, type WaterfallInput, type WithdrawalMethod } from './fee-waterfall';
import { FEES } from './withdrawal-fees.fixture';

/** The worked example of docs/calculator.md: an Antminer S21 at 200 TH/s, 0.00052 BTC/PH/day, 3500 W. */
function s21(method: WithdrawalMethod = 'onchain'): WaterfallInput {
  return {
    revenueBtc: 0.000104,
    kwh: 84,
    sellerFee: 0.02,
    withdrawalFee: (amount) => withdrawalFeeBtc(FEES, method, amount),
    kwhPrice: 0.05,
    kwhCurrency: 'USD',
    rates: { USD: 100_000, EUR: 92_000 },
    decimals: { USD: 2, EUR: 2 },
  };
}

const byKey = (steps: ReturnType<typeof feeWaterfall>['steps']) => Object.fromEntries(steps.map((s) => [s.key, s]));

describe('withdrawal fee', () => {
  it("takes the amount's tier of the on-chain (BITGO) rule and adds Lightning's percentage and fixed part", () => {
    expect(withdrawalFeeBtc(FEES, 'onchain', 0.0030576)).toBeCloseTo(0.0001, 12);
    expect(withdrawalFeeBtc(FEES, 'onchain', 0.02)).toBeCloseTo(0.00005, 12);
    expect(withdrawalFeeBtc(FEES, 'lightning', 0.0030576)).toBeCloseTo(0.0030576 * 0.001 + 0.000001, 12);
    expect(withdrawalFeeBtc(FEES, 'onchain', 0)).toBe(0);
    expect(withdrawalFeeBtc(undefined, 'onchain', 1)).toBeNull();
  });
});

describe('fee waterfall', () => {
  it('pins the worked example per day: 10 400 − 208 − 333 − 4 200 = 5 659 sat; 10.40 − 0.21 − 0.33 − 4.20 = 5.66 USD', () => {
    const day = feeWaterfall(s21(), 1);
    const steps = byKey(day.steps);
    expect(day.steps.map((s) => s.sat)).toEqual([10_400, -208, -333, -4_200, 5_659]);
    expect(day.steps.map((s) => s.minor.USD)).toEqual([1_040, -21, -33, -420, 566]);
    expect(steps.net!.minor.EUR).toBe(steps.gross!.minor.EUR! + steps.sellerFee!.minor.EUR! + steps.withdrawalFee!.minor.EUR! + steps.electricity!.minor.EUR!);
    expect(steps.electricity!.minor.EUR).toBe(-386); // 4.20 USD at 92 000 EUR per 100 000 USD
    expect(day.withdrawal.amountBtc).toBeCloseTo(0.0030576, 12);
  });

  it('pins the month: one on-chain withdrawal of 0.0030576 BTC costs 0.0001 BTC', () => {
    const month = feeWaterfall(s21(), 30);
    expect(month.steps.map((s) => s.sat)).toEqual([312_000, -6_240, -10_000, -126_000, 169_760]);
    expect(month.steps.map((s) => s.minor.USD)).toEqual([31_200, -624, -1_000, -12_600, 16_976]);
  });

  it('charges Lightning 0.1 % + 0.000001 BTC a month: 406 sat, 14 sat a day', () => {
    expect(feeWaterfall(s21('lightning'), 30).steps[2]!.sat).toBe(-406);
    expect(feeWaterfall(s21('lightning'), 1).steps[2]!.sat).toBe(-14);
  });

  it('adds up in every column for awkward figures', () => {
    for (const revenueBtc of [0.00000123, 0.0004567, 0.0123]) {
      for (const days of [1, 30]) {
        const fall = feeWaterfall(
          {
            ...s21('lightning'),
            revenueBtc,
            kwhPrice: 0.1234,
            rates: { USD: 97_123.45, EUR: 89_001.1, JPY: 15_000_000 },
            decimals: { USD: 2, EUR: 2, JPY: 0 },
          },
          days,
        );
        const net = fall.steps.at(-1)!;
        const parts = fall.steps.slice(0, -1);
        expect(net.sat).toBe(parts.reduce((a, s) => a + s.sat!, 0));
        for (const c of ['USD', 'EUR', 'JPY']) expect(net.minor[c]).toBe(parts.reduce((a, s) => a + s.minor[c]!, 0));
      }
    }
  });

  it('leaves electricity in BTC and the net unknown without a rate in the kWh currency, and a currency without a rate empty', () => {
    const fall = feeWaterfall({ ...s21(), rates: { EUR: 92_000 } }, 1);
    expect(fall.steps[3]!.sat).toBeNull();
    expect(fall.steps[4]!.sat).toBeNull();
    expect(fall.steps[3]!.minor.USD).toBe(-420);
    expect(fall.steps[0]!.minor.USD).toBeNull();
    expect(fall.steps[3]!.minor.EUR).toBeNull();
  });

  it('gives the net before electricity for the break-evens', () => {
    expect(netBeforeElectricityBtc(s21())).toBeCloseTo(0.00010192 - 0.0001 / 30, 14);
  });
});
