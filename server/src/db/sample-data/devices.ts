/**
 * Sample mining devices (not measured data): believable speeds per algorithm
 * in each algorithm's mining unit (see algorithms.ts), and typical power draw
 * while mining, in watts. GPU speeds are derived from an RTX 3080 baseline,
 * scaled by each card's memory bandwidth (memory-bound algorithms) or compute
 * (core-bound ones); CPUs and ASICs are listed one by one.
 */
import { createHash } from 'node:crypto';

export interface SampleDevice {
  id: string;
  name: string;
  niceName: string;
  category: 'GPU' | 'CPU' | 'ASIC';
  speeds: Record<string, number>;
  power: number;
}

/** RTX 3080 speeds, mining units, and whether each algorithm is bound by memory or by compute. */
const GPU_BASELINE: Record<string, { speed: number; bound: 'mem' | 'core'; nvidiaOnly?: boolean }> = {
  DAGGERHASHIMOTO: { speed: 98, bound: 'mem' },
  ETCHASH: { speed: 98, bound: 'mem' },
  AUTOLYKOS: { speed: 230, bound: 'mem' },
  FISHHASH: { speed: 34, bound: 'mem' },
  KAWPOW: { speed: 48, bound: 'core' },
  OCTOPUS: { speed: 90, bound: 'core', nvidiaOnly: true },
  ZELHASH: { speed: 70, bound: 'core' },
  BEAMV3: { speed: 40, bound: 'core' },
  ZHASH: { speed: 100, bound: 'core' },
  KARLSENHASH: { speed: 950, bound: 'core' },
  NEXAPOW: { speed: 150, bound: 'core', nvidiaOnly: true },
  IRONFISH: { speed: 4.2, bound: 'core' },
  KHEAVYHASH: { speed: 0.0011, bound: 'core' },
  ALEPHIUM: { speed: 2.4, bound: 'core' },
  CUCKOOCYCLE: { speed: 9.5, bound: 'core' },
  X16RV2: { speed: 45, bound: 'core' },
  LYRA2REV3: { speed: 120, bound: 'core' },
  NEOSCRYPT: { speed: 3, bound: 'core' },
};

// name, memory scale, compute scale (both relative to an RTX 3080), watts
const GPUS: Array<[string, number, number, number]> = [
  ['NVIDIA RTX 3060', 0.5, 0.45, 115],
  ['NVIDIA RTX 3060 Ti', 0.62, 0.6, 130],
  ['NVIDIA RTX 3070', 0.62, 0.68, 135],
  ['NVIDIA RTX 3070 Ti', 0.81, 0.75, 200],
  ['NVIDIA RTX 3080', 1, 1, 230],
  ['NVIDIA RTX 3080 Ti', 1.17, 1.18, 290],
  ['NVIDIA RTX 3090', 1.22, 1.22, 300],
  ['NVIDIA RTX 3090 Ti', 1.3, 1.35, 330],
  ['NVIDIA RTX 4060 Ti', 0.38, 0.72, 110],
  ['NVIDIA RTX 4070', 0.66, 0.95, 160],
  ['NVIDIA RTX 4070 Super', 0.66, 1.12, 175],
  ['NVIDIA RTX 4070 Ti', 0.66, 1.25, 200],
  ['NVIDIA RTX 4080', 0.94, 1.55, 240],
  ['NVIDIA RTX 4080 Super', 0.97, 1.62, 250],
  ['NVIDIA RTX 4090', 1.33, 2.1, 320],
  ['NVIDIA RTX 5070', 0.88, 1.15, 190],
  ['NVIDIA RTX 5070 Ti', 1.17, 1.4, 220],
  ['NVIDIA RTX 5080', 1.26, 1.7, 260],
  ['NVIDIA RTX 5090', 2.35, 2.7, 420],
  ['AMD Radeon RX 6600', 0.32, 0.4, 65],
  ['AMD Radeon RX 6600 XT', 0.33, 0.48, 75],
  ['AMD Radeon RX 6700 XT', 0.48, 0.6, 110],
  ['AMD Radeon RX 6800', 0.63, 0.72, 130],
  ['AMD Radeon RX 6800 XT', 0.65, 0.85, 150],
  ['AMD Radeon RX 6900 XT', 0.65, 0.92, 160],
  ['AMD Radeon RX 7600', 0.38, 0.55, 100],
  ['AMD Radeon RX 7700 XT', 0.57, 0.78, 150],
  ['AMD Radeon RX 7800 XT', 0.82, 0.92, 170],
  ['AMD Radeon RX 7900 XT', 1.05, 1.25, 220],
  ['AMD Radeon RX 7900 XTX', 1.25, 1.45, 260],
];

// name, RandomX kH/s, VerusHash MH/s, watts
const CPUS: Array<[string, number, number, number]> = [
  ['AMD Ryzen 9 9950X', 28, 52, 170],
  ['AMD Ryzen 9 7950X', 25, 46, 160],
  ['AMD Ryzen 9 5950X', 18, 34, 130],
  ['AMD Ryzen 7 7700X', 15, 24, 110],
  ['AMD Ryzen 5 7600', 11, 17, 75],
  ['Intel Core i9-14900K', 17, 30, 200],
  ['Intel Core i7-14700K', 14, 25, 180],
  ['Intel Core i5-13600K', 10, 17, 140],
];

// name, speeds (mining units), watts
const ASICS: Array<[string, Record<string, number>, number]> = [
  ['Antminer S19 XP', { SHA256: 140, SHA256ASICBOOST: 140 }, 3010],
  ['Antminer S19k Pro', { SHA256: 120, SHA256ASICBOOST: 120 }, 2760],
  ['Antminer S21', { SHA256: 200, SHA256ASICBOOST: 200 }, 3500],
  ['Antminer S21 Pro', { SHA256: 234, SHA256ASICBOOST: 234 }, 3510],
  ['Antminer S21 XP', { SHA256: 270, SHA256ASICBOOST: 270 }, 3645],
  ['Whatsminer M50S', { SHA256: 126, SHA256ASICBOOST: 126 }, 3276],
  ['Whatsminer M60S', { SHA256: 186, SHA256ASICBOOST: 186 }, 3422],
  ['Whatsminer M66S', { SHA256: 298, SHA256ASICBOOST: 298 }, 5513],
  ['Antminer L7', { SCRYPT: 9500 }, 3425],
  ['Antminer L9', { SCRYPT: 16000 }, 3360],
  ['Antminer D9', { X11: 1770 }, 2839],
  ['Antminer Z15 Pro', { EQUIHASH: 840 }, 2780],
  ['Antminer E9 Pro', { ETCHASH: 3680, DAGGERHASHIMOTO: 3680 }, 2200],
  ['Antminer KS5 Pro', { KHEAVYHASH: 21 }, 3150],
  ['Antminer KA3', { KADENA: 166 }, 3154],
  ['Antminer AL1 Pro', { ALEPHIUM: 16600 }, 3730],
  ['Antminer HS3', { HANDSHAKE: 9000 }, 2000],
  ['IceRiver KS3M', { KHEAVYHASH: 6 }, 3400],
  ['IceRiver KS5L', { KHEAVYHASH: 12 }, 3400],
  ['IceRiver AL3', { ALEPHIUM: 15000 }, 3500],
];

function niceName(name: string): string {
  return name
    .toLowerCase()
    .replace(/^amd radeon /, 'amd-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stable uuid per device, so ids survive reseeding and reordering. */
function deviceId(nice: string): string {
  const h = createHash('sha1').update(`device:${nice}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function round3(x: number): number {
  return Number(x.toPrecision(3));
}

function device(name: string, category: SampleDevice['category'], speeds: Record<string, number>, power: number): SampleDevice {
  const nice = niceName(name);
  return { id: deviceId(nice), name, niceName: nice, category, speeds, power };
}

function gpuSpeeds(name: string, mem: number, core: number): Record<string, number> {
  const amd = name.startsWith('AMD');
  const speeds: Record<string, number> = {};
  for (const [algorithm, base] of Object.entries(GPU_BASELINE)) {
    if (amd && base.nvidiaOnly) continue;
    // Core-bound kernels are less tuned on AMD in the common miners.
    const scale = base.bound === 'mem' ? mem : core * (amd ? 0.85 : 1);
    speeds[algorithm] = round3(base.speed * scale);
  }
  return speeds;
}

export const SAMPLE_DEVICES: readonly SampleDevice[] = [
  ...GPUS.map(([name, mem, core, power]) => device(name, 'GPU', gpuSpeeds(name, mem, core), power)),
  ...CPUS.map(([name, randomx, verus, power]) => device(name, 'CPU', { RANDOMXMONERO: randomx, VERUSHASH: verus }, power)),
  ...ASICS.map(([name, speeds, power]) => device(name, 'ASIC', speeds, power)),
];
