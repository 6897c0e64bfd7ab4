/**
 * What a device earns per algorithm at the current paying prices, with the
 * formula of profitability.ts (speed in mining units converted to
 * market units, times BTC per market unit per day).
 */
import type { AlgorithmRow } from './algorithm-rows';
import { btcPerDay } from './profitability';
import type { Device } from './devices';

export interface DeviceEarning {
  device: Device;
  algorithm: AlgorithmRow;
  /** Speed in the algorithm's mining unit. */
  speed: number;
  btcPerDay: number;
}

export function earning(device: Device, algorithm: AlgorithmRow): DeviceEarning | undefined {
  const speed = device.speeds[algorithm.algorithm];
  if (speed === undefined || algorithm.payingPrice === null) return undefined;
  return { device, algorithm, speed, btcPerDay: btcPerDay(speed, algorithm.miningFactor, algorithm.marketFactor, algorithm.payingPrice) };
}

/** The devices that mine `algorithm`, best earners first. */
export function earningsForAlgorithm(devices: readonly Device[], algorithm: AlgorithmRow, count: number): DeviceEarning[] {
  return devices
    .map((device) => earning(device, algorithm))
    .filter((entry): entry is DeviceEarning => entry !== undefined)
    .sort((x, y) => y.btcPerDay - x.btcPerDay)
    .slice(0, count);
}

/** A device's most profitable algorithm among `algorithms`, if it mines any. */
export function bestAlgorithm(device: Device, algorithms: readonly AlgorithmRow[]): DeviceEarning | undefined {
  let best: DeviceEarning | undefined;
  for (const algorithm of algorithms) {
    const entry = earning(device, algorithm);
    if (entry && (!best || entry.btcPerDay > best.btcPerDay)) best = entry;
  }
  return best;
}

export const DEVICE_CATEGORIES = ['GPU', 'CPU', 'ASIC'] as const;

/** Devices by category (GPU, CPU, ASIC, then any other), each list as given. */
export function groupByCategory(devices: readonly Device[]): Array<{ category: string; devices: Device[] }> {
  const groups = new Map<string, Device[]>(DEVICE_CATEGORIES.map((category) => [category, []]));
  for (const device of devices) {
    const list = groups.get(device.category) ?? [];
    list.push(device);
    groups.set(device.category, list);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([category, list]) => ({ category, devices: list }));
}
