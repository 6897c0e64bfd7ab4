import { describe, expect, it } from 'vitest';
import { toAlgorithmRow } from './algorithm-rows';
import { parseSpeeds, type Device } from './devices';
import { bestAlgorithm, earningsForAlgorithm, groupByCategory } from './device-earnings';
import { globalStat, miningAlgorithm } from './test-support';

const SHA256 = toAlgorithmRow(
  miningAlgorithm({ algorithm: 'SHA256', title: 'SHA256', order: 1, miningFactor: '1000000000000', marketFactor: '1000000000000000' }),
  globalStat({ a: 1, p: 0.00052 }),
);
const KAWPOW = toAlgorithmRow(
  miningAlgorithm({ algorithm: 'KAWPOW', title: 'KawPow', order: 51, miningFactor: '1000000', marketFactor: '1000000000000' }),
  globalStat({ a: 51, p: 0.5 }),
);

function device(name: string, category: string, speeds: Record<string, number>): Device {
  return { id: name, name, niceName: name.toLowerCase(), category, speeds, power: 100, paying: 0 };
}

describe('devices', () => {
  it('parses the speeds text and drops what is not a positive number', () => {
    expect(parseSpeeds('{"SHA256":200,"X":0,"Y":"1"}')).toEqual({ SHA256: 200 });
    expect(parseSpeeds('not json')).toEqual({});
  });

  it('computes BTC/day per device with the documented formula (S21: 200 TH/s -> 0.000104)', () => {
    const s21 = device('S21', 'ASIC', { SHA256: 200 });
    const [entry] = earningsForAlgorithm([s21, device('GPU', 'GPU', { KAWPOW: 30 })], SHA256, 5);
    expect(entry?.device.name).toBe('S21');
    expect(entry?.btcPerDay).toBeCloseTo(0.000104, 12);
  });

  it('picks the best algorithm of a device', () => {
    const gpu = device('GPU', 'GPU', { KAWPOW: 30, SHA256: 0.001 });
    expect(bestAlgorithm(gpu, [SHA256, KAWPOW])?.algorithm.algorithm).toBe('KAWPOW');
    expect(bestAlgorithm(device('none', 'CPU', {}), [SHA256])).toBeUndefined();
  });

  it('groups GPUs, CPUs and ASICs in that order', () => {
    const groups = groupByCategory([device('a', 'ASIC', {}), device('g', 'GPU', {}), device('c', 'CPU', {})]);
    expect(groups.map((group) => group.category)).toEqual(['GPU', 'CPU', 'ASIC']);
  });
});
