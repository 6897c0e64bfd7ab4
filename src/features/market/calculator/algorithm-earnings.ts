/**
 * A device's earnings on every algorithm it mines, at the spot price and at
 * the 24 h average, best spot profit first.
 */
import type { AlgorithmRow } from '../algorithm-rows';
import type { ResolvedDevice } from './device-choice';
import { dailyEarnings, type Earnings } from './earnings';

export interface Settings {
  feeFraction: number;
  kwhPrice: number;
  btcRate: number;
}

export interface AlgorithmEarnings {
  algorithm: AlgorithmRow;
  /** Speed of one device, mining units. */
  speed: number;
  spot: Earnings | null;
  average: Earnings | null;
}

function earningsAt(row: AlgorithmRow | undefined, device: ResolvedDevice, speed: number, settings: Settings): Earnings | null {
  if (!row || row.payingPrice === null) return null;
  return dailyEarnings({
    speed,
    quantity: device.quantity,
    power: device.power,
    miningFactor: row.miningFactor,
    marketFactor: row.marketFactor,
    payingPrice: row.payingPrice,
    ...settings,
  });
}

/** One device draws the same power on every algorithm, so the most BTC after fees is the most profit, with or without a BTC rate. */
const rank = (row: AlgorithmEarnings): number => row.spot?.netBtc ?? -Infinity;

export function earningsByAlgorithm(
  device: ResolvedDevice,
  spotRows: readonly AlgorithmRow[],
  averageRows: readonly AlgorithmRow[],
  settings: Settings,
): AlgorithmEarnings[] {
  const average = new Map(averageRows.map((row) => [row.algorithm, row]));
  return spotRows
    .filter((row) => (device.speeds[row.algorithm] ?? 0) > 0)
    .map((row) => {
      const speed = device.speeds[row.algorithm]!;
      return {
        algorithm: row,
        speed,
        spot: earningsAt(row, device, speed, settings),
        average: earningsAt(average.get(row.algorithm), device, speed, settings),
      };
    })
    .sort((x, y) => rank(y) - rank(x));
}
