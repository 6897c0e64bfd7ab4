import { describe, expect, it } from 'vitest';
import { MAX_RIG_DEVICES } from '../../../config/limits';
import { CALCULATOR_QUERY_KEYS, calculatorQueryValueAllowed } from '../../../config/calculator-query';
import { DEFAULT_ECONOMICS, ECONOMICS_QUERY_KEYS } from './economics-url';
import { devicesOfPath, isCalculatorKey, parseCalculatorUrl, pathOfDevices, writeCalculatorUrl, type CalculatorState } from './url-state';

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

  it('keeps at most MAX_RIG_DEVICES devices, drops the rest and their keys, and keeps eight decimals', () => {
    const names = Array.from({ length: MAX_RIG_DEVICES + 2 }, (_, i) => `d${i + 1}`);
    const state = parseCalculatorUrl(names, `kwh=0.123456789&q${MAX_RIG_DEVICES}=4&q${MAX_RIG_DEVICES + 1}=5`, 'USD');
    expect(state.choices.map((c) => c.device)).toEqual(names.slice(0, MAX_RIG_DEVICES));
    expect(state.choices.at(-1)!.quantity).toBe(4);
    expect(state.kwhPrice).toBe(0.12345679);
    expect(isCalculatorKey(`q${MAX_RIG_DEVICES + 1}`)).toBe(true);
    expect(isCalculatorKey('s12')).toBe(true);
    expect(isCalculatorKey('lang')).toBe(false);
  });
});

const RIG: CalculatorState = {
  ...FULL,
  choices: [
    ...FULL.choices,
    { device: 'antminer-s21', quantity: 2, power: null, speeds: {} },
    { device: 'nvidia-rtx-4090', quantity: 1, power: 300, speeds: {} },
    { device: 'custom', quantity: 0.5, power: null, speeds: { SHA256: 12.25 } },
  ],
};

describe('calculator URL state of a rig', () => {
  it('round-trips a five-row rig: devices (one twice) in order, each with its quantity, power and speeds', () => {
    expect(roundTrip(RIG)).toEqual(RIG);
  });

  it('writes rows 3 and on as more path segments and q3, w3, s3…', () => {
    const written = writeCalculatorUrl(RIG, 'USD');
    expect(written.devices).toEqual(['nvidia-rtx-4090', 'custom', 'antminer-s21', 'nvidia-rtx-4090', 'custom']);
    expect(written.search).toBe(
      'q1=3&w1=280&s1=ETCHASH:135,KAWPOW:110.5&w2=150&s2=AUTOLYKOS:300&q3=2&w4=300&q5=0.5&s5=SHA256:12.25&kwh=0.2345&cur=EUR&fee=0&buy=1899.99&bt=90&wd=ln&dd=-1.5&bp=3',
    );
    expect(pathOfDevices(written.devices)).toEqual({ device: 'nvidia-rtx-4090', device2: 'custom', '*': 'antminer-s21/nvidia-rtx-4090/custom' });
  });

  it('writes only keys the server renders the calculator for, with values it accepts (a shared rig link is server-rendered)', () => {
    const written = new URLSearchParams(writeCalculatorUrl(RIG, 'USD').search);
    for (const [key, value] of written) {
      expect(CALCULATOR_QUERY_KEYS, key).toContain(key);
      expect(calculatorQueryValueAllowed(value), `${key}=${value}`).toBe(true);
    }
    for (const key of CALCULATOR_QUERY_KEYS) expect(isCalculatorKey(key), key).toBe(true);
    for (const key of ECONOMICS_QUERY_KEYS) expect(CALCULATOR_QUERY_KEYS).toContain(key);
    expect(CALCULATOR_QUERY_KEYS).toContain(`q${MAX_RIG_DEVICES}`);
  });

  it('reads the path segments back in order, the first two by name and the rest after them', () => {
    expect(devicesOfPath({ device: 'a', device2: 'b', '*': 'c/d' })).toEqual(['a', 'b', 'c', 'd']);
    expect(devicesOfPath({ device: 'a' })).toEqual(['a']);
    expect(devicesOfPath({ device: 'a', device2: 'b', '*': 'c/' })).toEqual(['a', 'b', 'c']);
    expect(devicesOfPath({})).toEqual([]);
    expect(pathOfDevices(['a'])).toEqual({ device: 'a', device2: '', '*': '' });
    for (const devices of [[], ['a'], ['a', 'b'], ['a', 'b', 'c', 'd', 'e']]) expect(devicesOfPath(pathOfDevices(devices))).toEqual(devices);
  });
});

describe('links from before the rig', () => {
  // Links as the two-device calculator wrote them: each must mean exactly what it meant, and be written back unchanged.
  const OLD_LINKS: Array<{ devices: string[]; search: string; state: CalculatorState }> = [
    {
      devices: ['nvidia-rtx-4090'],
      search: 'q1=2&kwh=0.25',
      state: {
        choices: [{ device: 'nvidia-rtx-4090', quantity: 2, power: null, speeds: {} }],
        kwhPrice: 0.25,
        currency: 'USD',
        includeFee: true,
        purchasePrice: null,
        backtestDays: 30,
        economics: DEFAULT_ECONOMICS,
      },
    },
    {
      devices: ['nvidia-rtx-4090', 'amd-rx-7900-xtx'],
      search: 'q1=2&w2=300&s2=KAWPOW:70&cur=EUR&fee=0&buy=1500',
      state: {
        choices: [
          { device: 'nvidia-rtx-4090', quantity: 2, power: null, speeds: {} },
          { device: 'amd-rx-7900-xtx', quantity: 1, power: 300, speeds: { KAWPOW: 70 } },
        ],
        kwhPrice: 0.1,
        currency: 'EUR',
        includeFee: false,
        purchasePrice: 1500,
        backtestDays: 30,
        economics: DEFAULT_ECONOMICS,
      },
    },
    {
      devices: ['custom'],
      search: 'w1=200&s1=KAWPOW:50',
      state: {
        choices: [{ device: 'custom', quantity: 1, power: 200, speeds: { KAWPOW: 50 } }],
        kwhPrice: 0.1,
        currency: 'USD',
        includeFee: true,
        purchasePrice: null,
        backtestDays: 30,
        economics: DEFAULT_ECONOMICS,
      },
    },
  ];

  it('reads every old link as before and writes it back unchanged', () => {
    for (const link of OLD_LINKS) {
      expect(parseCalculatorUrl(link.devices, link.search, 'USD')).toEqual(link.state);
      expect(writeCalculatorUrl(link.state, 'USD')).toEqual({ devices: link.devices, search: link.search });
    }
  });

  it('reads the route parameters of an old two-segment path as the same two devices', () => {
    expect(devicesOfPath({ device: 'nvidia-rtx-4090', device2: 'amd-rx-7900-xtx' })).toEqual(['nvidia-rtx-4090', 'amd-rx-7900-xtx']);
    expect(pathOfDevices(['nvidia-rtx-4090', 'amd-rx-7900-xtx'])).toEqual({ device: 'nvidia-rtx-4090', device2: 'amd-rx-7900-xtx', '*': '' });
  });
});
