import { describe, expect, it } from 'vitest';
import { toAlgorithmRow } from '../algorithm-rows';
import type { Device } from '../devices';
import { globalStat, miningAlgorithm } from '../test-support';
import { earningsByAlgorithm } from './algorithm-earnings';
import { resolveChoice, searchDevices } from './device-choice';

const KAWPOW = miningAlgorithm({ algorithm: 'KAWPOW', title: 'KawPow', order: 51, miningFactor: '1000000', marketFactor: '1000000000000' });
const ETCHASH = miningAlgorithm({ algorithm: 'ETCHASH', title: 'EtcHash', order: 59, miningFactor: '1000000', marketFactor: '1000000000000' });
const SPOT = [toAlgorithmRow(KAWPOW, globalStat({ a: 51, p: 0.055 })), toAlgorithmRow(ETCHASH, globalStat({ a: 59, p: 0.032 }))];
const AVERAGE = [toAlgorithmRow(KAWPOW, globalStat({ a: 51, p: 0.05 }))];
const CARD: Device = {
  id: '1',
  name: 'NVIDIA RTX 4090',
  niceName: 'nvidia-rtx-4090',
  category: 'GPU',
  speeds: { KAWPOW: 100, ETCHASH: 130 },
  power: 320,
  paying: 0,
};
const SETTINGS = { feeFraction: 0, kwhPrice: 0, btcRate: 100_000 };

describe('device choice', () => {
  it('puts the edited speed and power over the catalogue values', () => {
    const device = resolveChoice({ device: 'nvidia-rtx-4090', quantity: 2, power: 280, speeds: { KAWPOW: 110 } }, [CARD]);
    expect(device).toMatchObject({ name: 'NVIDIA RTX 4090', known: true, speeds: { KAWPOW: 110, ETCHASH: 130 }, power: 280, basePower: 320, quantity: 2 });
  });

  it('starts a custom device empty and marks a name the catalogue lacks', () => {
    expect(resolveChoice({ device: 'custom', quantity: 1, power: null, speeds: {} }, [CARD])).toMatchObject({
      custom: true,
      known: true,
      speeds: {},
      power: 0,
    });
    expect(resolveChoice({ device: 'nope', quantity: 1, power: null, speeds: {} }, [CARD]).known).toBe(false);
  });

  it('finds devices by every word typed', () => {
    expect(searchDevices([CARD], 'rtx 40', 5)).toEqual([CARD]);
    expect(searchDevices([CARD], 'rtx 30', 5)).toEqual([]);
  });
});

describe('earnings by algorithm', () => {
  it('ranks the algorithms a device mines by spot profit and gives the 24 h average beside it', () => {
    const device = resolveChoice({ device: 'nvidia-rtx-4090', quantity: 1, power: null, speeds: {} }, [CARD]);
    const rows = earningsByAlgorithm(device, SPOT, AVERAGE, SETTINGS);
    expect(rows.map((r) => r.algorithm.algorithm)).toEqual(['KAWPOW', 'ETCHASH']);
    // 100 MH/s x 1e6 / 1e12 x 0.055 and x 0.05
    expect(rows[0]!.spot!.revenueBtc).toBeCloseTo(0.0000055, 12);
    expect(rows[0]!.average!.revenueBtc).toBeCloseTo(0.000005, 12);
    expect(rows[1]!.average).toBeNull();
  });
});
