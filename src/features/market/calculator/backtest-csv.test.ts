import { describe, expect, it } from 'vitest';
import { backtest, type BacktestAlgorithm } from './backtest';
import { BACKTEST_DIGITS, backtestCsv, figureText, figureValue, utcDate } from './backtest-csv';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 9, 5);
const TODAY = Date.UTC(2026, 10, 28);

/** Prices that move every hour and never repeat a day: a sine over the year plus a step a day. */
function history(factors: { miningFactor: number; marketFactor: number }, base: number): BacktestAlgorithm {
  const hours = 100 * 24;
  const from = TODAY - 100 * DAY;
  return {
    ...factors,
    points: Array.from({ length: hours }, (_, i) => ({ time: (from + i * HOUR) / 1000, price: base * (1 + 0.3 * Math.sin(i / 37) + (i % 24) / 500) })),
  };
}

const rig = [
  { algorithm: 'SHA256', speed: 200, power: 3500, quantity: 2 },
  { algorithm: 'KAWPOW', speed: 57.5, power: 320, quantity: 3 },
];
const histories = { SHA256: history({ miningFactor: 1e12, marketFactor: 1e15 }, 0.00052), KAWPOW: history({ miningFactor: 1e6, marketFactor: 1e12 }, 0.0012) };
const settings = { feeFraction: 0.02, kwhPrice: 0.1234, btcRate: 87_654.32, fiatDecimals: 2 };
const result = backtest(rig, histories, settings, 90, NOW);

/** Exact decimal text to integer units (the CSV read back without floating point). */
const units = (text: string, scale: number): bigint => {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  expect(fraction).toHaveLength(scale);
  const value = BigInt(`${whole}${fraction}`);
  return text.startsWith('-') ? -value : value;
};

describe('backtestCsv', () => {
  const lines = backtestCsv(result, 'EUR', 2).split('\r\n');

  it('has a header naming the fiat, a row per day oldest first, a totals row and a final line end', () => {
    expect(lines[0]).toBe('date,hours,revenue_btc,seller_fee_btc,net_btc,energy_kwh,electricity_eur,profit_eur,profit_btc');
    expect(lines).toHaveLength(1 + 90 + 1 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]!.split(',')[0]).toBe(utcDate(TODAY - 90 * DAY));
    expect(lines[90]!.split(',')[0]).toBe('2026-11-27');
    expect(lines[91]!.startsWith('total,2160,')).toBe(true);
  });

  it('writes the 90-day figures to the last digit shown, and its totals row is the sum of its day rows', () => {
    const scales = [BACKTEST_DIGITS.btc, BACKTEST_DIGITS.btc, BACKTEST_DIGITS.btc, BACKTEST_DIGITS.kwh, 2, 2, BACKTEST_DIGITS.btc];
    const rows = lines.slice(1, 91).map((line) => line.split(','));
    rows.forEach((cells, i) => {
      const day = result.days[i]!;
      const expected = [day.revenueSat, day.feeSat, day.netSat, day.energyWh, day.electricityMinor, day.profitMinor!, day.profitSat!];
      expect(cells.slice(2).map((cell, k) => units(cell, scales[k]!))).toEqual(expected.map(BigInt));
    });
    const totals = lines[91]!.split(',').slice(2);
    totals.forEach((cell, k) => {
      const columnSum = rows.reduce((sum, cells) => sum + units(cells[k + 2]!, scales[k]!), 0n);
      expect(units(cell, scales[k]!), `column ${k + 2}`).toBe(columnSum);
    });
    // A sample row, written out: the digits a reader sees.
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d,24,0\.\d{8},0\.\d{8},0\.\d{8},\d+\.\d{3},\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{8}$/);
  });

  it('gives the chart and the table the same digits as the file', () => {
    const shown = (units: number, scale: number) =>
      new Intl.NumberFormat('en', { minimumFractionDigits: scale, maximumFractionDigits: scale, useGrouping: false }).format(figureValue(units, scale));
    for (const day of [...result.days, result.totals]) {
      for (const [value, scale] of [
        [day.netSat, 8],
        [day.energyWh, 3],
        [day.electricityMinor, 2],
        [day.profitMinor!, 2],
        [day.profitSat!, 8],
      ] as const) {
        expect(shown(value, scale)).toBe(figureText(value, scale));
      }
    }
  });

  it('leaves the profit cells empty without a BTC rate', () => {
    const noRate = backtestCsv(backtest(rig, histories, { ...settings, btcRate: 0 }, 30, NOW), 'USD', 2).split('\r\n');
    expect(noRate[0]).toContain('profit_usd');
    for (const line of noRate.slice(1, -1)) expect(line.endsWith(',,')).toBe(true);
  });

  it('writes negative figures and whole numbers plainly', () => {
    expect(figureText(-5, 2)).toBe('-0.05');
    expect(figureText(123_456_789, 8)).toBe('1.23456789');
    expect(figureText(0, 3)).toBe('0.000');
  });
});
