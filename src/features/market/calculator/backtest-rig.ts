/**
 * The rig the calculator shows, as the back-test takes it: each device row
 * with its quantity, power and speeds (edits included) on the algorithm that
 * is its best at today's spot price, and the units of each algorithm mined.
 */
import type { AlgorithmRow } from '../algorithm-rows';
import type { Device } from '../devices';
import { earningsByAlgorithm, type Settings } from './algorithm-earnings';
import type { BacktestDevice } from './backtest';
import { resolveChoice } from './device-choice';
import type { DeviceChoice } from './url-state';

export interface BacktestRig {
  devices: BacktestDevice[];
  /** The units of each algorithm the rig mines, by name (what the history is asked for). */
  units: Record<string, { miningFactor: number; marketFactor: number }>;
}

export function backtestRig(
  choices: readonly DeviceChoice[],
  catalogue: readonly Device[],
  spotRows: readonly AlgorithmRow[],
  averageRows: readonly AlgorithmRow[],
  settings: Settings,
): BacktestRig {
  const rig: BacktestRig = { devices: [], units: {} };
  for (const choice of choices) {
    const device = resolveChoice(choice, catalogue);
    const best = earningsByAlgorithm(device, spotRows, averageRows, settings).find((row) => row.spot !== null);
    if (!best || device.quantity <= 0) continue;
    const { algorithm, miningFactor, marketFactor } = best.algorithm;
    rig.devices.push({ algorithm, speed: best.speed, power: device.power, quantity: device.quantity });
    rig.units[algorithm] = { miningFactor, marketFactor };
  }
  return rig;
}
