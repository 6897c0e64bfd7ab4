import { describe, expect, it } from 'vitest';
import { parseCalculatorUrl, writeCalculatorUrl, type CalculatorState } from './url-state';

const FULL: CalculatorState = {
  choices: [
    { device: 'nvidia-rtx-4090', quantity: 3, power: 280, speeds: { KAWPOW: 110.5, ETCHASH: 135 } },
    { device: 'custom', quantity: 1, power: 150, speeds: { AUTOLYKOS: 300 } },
  ],
  kwhPrice: 0.2345,
  currency: 'EUR',
  includeFee: false,
  purchasePrice: 1899.99,
  backtestDays: 90,
  economics: { withdrawal: 'lightning', difficultyPct: -1.5, btcPricePct: 3 },
};

function roundTrip(state: CalculatorState, defaultCurrency = 'USD'): CalculatorState {
  const { devices, search } = writeCalculatorUrl(state, defaultCurrency);
  return parseCalculatorUrl(devices, search, defaultCurrency);
}

describe('calculator URL state', () => {
  it('round-trips every part of the state: devices, quantities, edited speeds and power, kWh price, currency, fee, purchase', () => {
    expect(roundTrip(FULL)).toEqual(FULL);
  });

  it('writes a readable address and leaves defaults out', () => {
    expect(writeCalculatorUrl(FULL, 'USD')).toEqual({
      devices: ['nvidia-rtx-4090', 'custom'],
      search: 'q1=3&w1=280&s1=ETCHASH:135,KAWPOW:110.5&w2=150&s2=AUTOLYKOS:300&kwh=0.2345&cur=EUR&fee=0&buy=1899.99&bt=90&wd=ln&dd=-1.5&bp=3',
    });
    const plain = parseCalculatorUrl(['nvidia-rtx-4090'], '', 'USD');
    expect(plain).toEqual({
      choices: [{ device: 'nvidia-rtx-4090', quantity: 1, power: null, speeds: {} }],
      kwhPrice: 0.1,
      currency: 'USD',
      includeFee: true,
      purchasePrice: null,
      backtestDays: 30,
      economics: { withdrawal: 'onchain', difficultyPct: 2, btcPricePct: 0 },
    });
    expect(writeCalculatorUrl(plain, 'USD')).toEqual({ devices: ['nvidia-rtx-4090'], search: '' });
  });

  it('takes the visitor currency as the default and ignores an unknown one', () => {
    expect(parseCalculatorUrl([], 'cur=XYZ', 'EUR').currency).toBe('EUR');
    expect(parseCalculatorUrl([], '', 'GBP').currency).toBe('USD');
    expect(roundTrip({ ...FULL, currency: 'EUR' }, 'EUR').currency).toBe('EUR');
  });

  it('drops malformed values instead of failing', () => {
    const state = parseCalculatorUrl(['NVIDIA-RTX-4090', '../x', undefined], 'q1=-2&w1=abc&s1=KAWPOW:1,bad:2,ETCHASH:x&kwh=1e999&buy=', 'USD');
    expect(state.choices).toEqual([{ device: 'nvidia-rtx-4090', quantity: 1, power: null, speeds: { KAWPOW: 1 } }]);
    expect(state.kwhPrice).toBe(0.1);
    expect(state.purchasePrice).toBeNull();
  });

  it('round-trips each back-test span, leaves the default 30 out and reads an unknown span as 30', () => {
    for (const backtestDays of [30, 90, 365] as const) expect(roundTrip({ ...FULL, backtestDays }).backtestDays).toBe(backtestDays);
    expect(writeCalculatorUrl({ ...FULL, backtestDays: 30 }, 'USD').search).not.toContain('bt=');
    expect(parseCalculatorUrl([], 'bt=45', 'USD').backtestDays).toBe(30);
    expect(parseCalculatorUrl([], 'bt=365', 'USD').backtestDays).toBe(365);
  });

  it('keeps at most two devices and eight decimals', () => {
    const state = parseCalculatorUrl(['a', 'b', 'c'], 'kwh=0.123456789', 'USD');
    expect(state.choices.map((c) => c.device)).toEqual(['a', 'b']);
    expect(state.kwhPrice).toBe(0.12345679);
  });
});
