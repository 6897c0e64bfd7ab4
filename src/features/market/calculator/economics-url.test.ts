import { describe, expect, it } from 'vitest';
import { ECONOMICS } from '../../../config/limits';
import { DEFAULT_ECONOMICS } from './economics-url';
import { parseCalculatorUrl, writeCalculatorUrl, type CalculatorState } from './url-state';

const BASE = parseCalculatorUrl(['antminer-s21'], '', 'USD');

function roundTrip(state: CalculatorState): CalculatorState {
  const { devices, search } = writeCalculatorUrl(state, 'USD');
  return parseCalculatorUrl(devices, search, 'USD');
}

describe('the fees-and-horizons inputs in the address', () => {
  it("default to on-chain, the limits module's scenario defaults, and are left out of a plain link", () => {
    expect(BASE.economics).toEqual({
      withdrawal: 'onchain',
      difficultyPct: ECONOMICS.difficultyChangePct.default,
      btcPricePct: ECONOMICS.btcPriceChangePct.default,
    });
    expect(writeCalculatorUrl(BASE, 'USD').search).toBe('');
  });

  it('round-trip the withdrawal method and signed percentages, other keys untouched', () => {
    for (const economics of [
      { withdrawal: 'lightning' as const, difficultyPct: 0, btcPricePct: -2.5 },
      { withdrawal: 'onchain' as const, difficultyPct: 4.25, btcPricePct: 10 },
      { withdrawal: 'lightning' as const, difficultyPct: -50, btcPricePct: 100 },
    ]) {
      const state = { ...BASE, kwhPrice: 0.12, economics };
      expect(roundTrip(state)).toEqual(state);
    }
    expect(writeCalculatorUrl({ ...BASE, economics: { ...DEFAULT_ECONOMICS, btcPricePct: -2.5 } }, 'USD').search).toBe('bp=-2.5');
  });

  it('reads a value out of bounds or malformed as the default', () => {
    const state = parseCalculatorUrl(['antminer-s21'], 'wd=xx&dd=101&bp=abc', 'USD');
    expect(state.economics).toEqual(DEFAULT_ECONOMICS);
    expect(parseCalculatorUrl([], 'dd=-50.004', 'USD').economics.difficultyPct).toBe(DEFAULT_ECONOMICS.difficultyPct);
  });
});
