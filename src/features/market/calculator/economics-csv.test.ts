import { describe, expect, it } from 'vitest';
import type { FeeInfo } from '../../../config/api/reference';
import { economicsCsv, priceFigure } from './economics-csv';
import { economicsView, PRICE_SPANS, type EconomicsSources } from './economics-view';

const el = (value: number, type: string) => ({ value, type, sndValue: null, sndType: null });
const FEES: FeeInfo['withdrawal'] = { BITGO: { rules: { BTC: { coin: 'BTC', intervals: [{ start: 0, end: null, element: el(0.0001, 'ABSOLUTE') }] } } } };
const TO = 1_000 * 3600;

const SOURCES: EconomicsSources = {
  rig: { devices: [{ algorithm: 'SHA256', speed: 200, power: 3500, quantity: 1 }], units: { SHA256: { miningFactor: 1e12, marketFactor: 1e15 } } },
  spot: { SHA256: 0.00052 },
  history: { to: TO, points: { SHA256: Array.from({ length: 720 }, (_, i) => ({ time: TO - (719 - i) * 3600, price: i >= 696 ? 0.0006 : 0.0005 })) } },
  sellerFee: 0.02,
  withdrawalFees: FEES,
  withdrawal: 'onchain',
  kwhPrice: 0.05,
  currency: 'USD',
  currencies: ['USD', 'EUR'],
  rates: { USD: 100_000, EUR: 92_000 },
  decimals: { USD: 2, EUR: 2 },
  hardwarePrice: 3000,
  assumptions: { difficultyPct: 2, btcPricePct: 0 },
};

function read(csv: string): Map<string, string> {
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('section,row,column,value');
  return new Map(
    lines.slice(1).map((line) => {
      const [section, row, column, value] = line.split(',');
      return [`${section}/${row}/${column}`, value!];
    }),
  );
}

describe('economics CSV', () => {
  it('writes every figure the section shows, as shown', () => {
    const view = economicsView(SOURCES)!;
    const cells = read(economicsCsv(view));
    expect(cells.get('waterfall/gross/day_btc')).toBe('0.00010400');
    expect(cells.get('waterfall/net/day_usd')).toBe('5.66');
    expect(cells.get('waterfall/withdrawalFee/month_btc')).toBe('-0.00010000');
    expect(cells.get('waterfall/net/month_usd')).toBe('169.76');
    expect(cells.get('paying_price/SHA256/spot')).toBe('0.000520000');
    expect(cells.get('paying_price/SHA256/24h')).toBe('0.000600000');
    expect(cells.get('paying_price/SHA256/30d')).toBe(priceFigureText((696 * 0.0005 + 24 * 0.0006) / 720));
    expect(cells.get('rig_revenue_btc_per_day/rig/24h')).toBe('0.00012000');
    expect(cells.get('rig_revenue_usd_per_day/rig/24h')).toBe('12.00');
    expect(cells.get('break_even/kwh_price_usd/value')).toBe('0.1174');
    expect(cells.get('break_even/btc_price_usd/value')).toBe('42602.11');
    expect(cells.get('break_even/payback_days/value')).toBe('530.2');
    const months = view.scenario!;
    expect(cells.get('scenario/month_12/cumulative_usd')).toBe((months.reduce((a, m) => a + m.profitMinor, 0) / 100).toFixed(2));
    expect([...cells.keys()].filter((k) => k.startsWith('scenario/')).length).toBe(60);
    expect([...cells.keys()].filter((k) => k.startsWith('waterfall/')).length).toBe(2 * 5 * 3);
  });

  it('leaves the averages empty until the history is loaded', () => {
    const cells = read(economicsCsv(economicsView({ ...SOURCES, history: undefined })!));
    for (const span of PRICE_SPANS.slice(1)) expect(cells.get(`paying_price/SHA256/${span}`)).toBe('');
    expect(cells.get('paying_price/SHA256/spot')).toBe('0.000520000');
  });

  it("has no view without a spot price for the rig's algorithm", () => {
    expect(economicsView({ ...SOURCES, spot: {} })).toBeNull();
  });
});

function priceFigureText(price: number): string {
  const f = priceFigure(price);
  return (f.units / 10 ** f.scale).toFixed(f.scale);
}

describe('price spans', () => {
  it('are spot and the averages over 24 h, 7 d and 30 d (the section has a heading for each)', () => {
    expect(PRICE_SPANS).toEqual(['spot', '24h', '7d', '30d']);
  });
});
