/**
 * What a device would have earned per day on one algorithm at each paying
 * price of the last 24 hours: the calculator's chart. Same formula as the
 * table (earnings.ts), only the paying price moves; profit in fiat when a
 * BTC rate is known, else revenue after the fee in BTC.
 */
import type { AlgorithmEarnings, Settings } from './algorithm-earnings';
import type { ResolvedDevice } from './device-choice';
import { dailyEarnings } from './earnings';

export interface ProfitPoint {
  time: number;
  value: number;
}

export interface ProfitHistory {
  unit: 'fiat' | 'btc';
  points: ProfitPoint[];
}

export function profitHistory(
  best: AlgorithmEarnings,
  device: ResolvedDevice,
  settings: Settings,
  history: ReadonlyArray<{ time: number; price: number }>,
): ProfitHistory {
  const unit = settings.btcRate > 0 ? 'fiat' : 'btc';
  const points = history.map(({ time, price }) => {
    const e = dailyEarnings({
      speed: best.speed,
      quantity: device.quantity,
      power: device.power,
      miningFactor: best.algorithm.miningFactor,
      marketFactor: best.algorithm.marketFactor,
      payingPrice: price,
      ...settings,
    });
    return { time, value: unit === 'fiat' ? e.profitFiat! : e.netBtc };
  });
  return { unit, points };
}
