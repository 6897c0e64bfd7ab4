/**
 * Sample mining algorithms (not live data). Codes follow the real platform's
 * algorithm enum (the `order` field, used as `a` in the stats). Speeds of
 * devices are given in the mining unit, orders and totals in the market unit,
 * prices per market unit. `basePaying` (BTC per market unit per day) and
 * `baseSpeed` (market units) are what the market simulator moves around.
 */
export const UNIT_FACTORS = {
  H: 1,
  kH: 1e3,
  MH: 1e6,
  GH: 1e9,
  TH: 1e12,
  PH: 1e15,
  EH: 1e18,
  Sol: 1,
  kSol: 1e3,
  MSol: 1e6,
  G: 1,
  kG: 1e3,
} as const;
export type Unit = keyof typeof UNIT_FACTORS;

export interface SampleAlgorithm {
  algorithm: string;
  code: number;
  title: string;
  miningUnit: Unit;
  marketUnit: Unit;
  /** BTC per market unit per day. */
  basePaying: number;
  /** Total speed on the marketplace, in market units. */
  baseSpeed: number;
  color: string;
  enabled?: boolean;
  ordersEnabled?: boolean;
}

type Row = [string, number, string, Unit, Unit, number, number, string, boolean?];

// algorithm, code, title, mining unit, market unit, BTC/market unit/day, total speed, colour, orders enabled
const ROWS: Row[] = [
  ['SCRYPT', 0, 'Scrypt', 'MH', 'TH', 0.0185, 96, '#afafaf'],
  ['SHA256', 1, 'SHA256', 'TH', 'PH', 0.00052, 640, '#f7931a'],
  ['X11', 3, 'X11', 'GH', 'PH', 0.0176, 52, '#1c75bc'],
  ['KECCAK', 5, 'Keccak', 'GH', 'TH', 0.00021, 310, '#6f42c1'],
  ['NEOSCRYPT', 8, 'NeoScrypt', 'MH', 'GH', 0.00036, 12.5, '#17a2b8'],
  ['LYRA2REV2', 14, 'Lyra2REv2', 'MH', 'TH', 0.0052, 4.1, '#5bc0de'],
  ['DAGGERHASHIMOTO', 20, 'DaggerHashimoto', 'MH', 'TH', 0.0053, 38, '#627eea'],
  ['DECRED', 21, 'Decred', 'GH', 'PH', 0.00061, 180, '#2ed6a1', false],
  ['LBRY', 23, 'LBRY', 'GH', 'TH', 0.000021, 95, '#2f9176', false],
  ['EQUIHASH', 24, 'Equihash', 'kSol', 'MSol', 0.00015, 1650, '#f4b728'],
  ['X16R', 33, 'X16R', 'MH', 'GH', 0.000023, 820, '#384182', false],
  ['SHA256ASICBOOST', 35, 'SHA256AsicBoost', 'TH', 'PH', 0.00053, 2150, '#e8890c'],
  ['ZHASH', 36, 'ZHash', 'Sol', 'kSol', 0.000021, 640, '#c4a000'],
  ['LYRA2REV3', 40, 'Lyra2REv3', 'MH', 'TH', 0.0048, 2.6, '#31b0d5'],
  ['CUCKOOCYCLE', 42, 'CuckooCycle', 'G', 'kG', 0.000105, 210, '#de3163'],
  ['X16RV2', 45, 'X16Rv2', 'MH', 'GH', 0.000021, 510, '#4b5bb5'],
  ['RANDOMXMONERO', 46, 'RandomXmonero', 'kH', 'MH', 0.00025, 1260, '#ff6600'],
  ['EAGLESONG', 47, 'Eaglesong', 'GH', 'TH', 0.000012, 4300, '#3cc68a', false],
  ['GRINCUCKATOO32', 49, 'GrinCuckatoo32', 'G', 'kG', 0.00035, 95, '#fff200'],
  ['HANDSHAKE', 50, 'Handshake', 'GH', 'TH', 0.0000047, 26000, '#5c5c5c'],
  ['KAWPOW', 51, 'KawPow', 'MH', 'TH', 0.055, 14.5, '#384182'],
  ['BEAMV3', 53, 'BeamV3', 'Sol', 'kSol', 0.000026, 980, '#0b76ff'],
  ['OCTOPUS', 55, 'Octopus', 'MH', 'TH', 0.035, 9.4, '#1a3e6e'],
  ['AUTOLYKOS', 56, 'Autolykos2', 'MH', 'TH', 0.017, 48, '#ff5e18'],
  ['ZELHASH', 57, 'ZelHash', 'Sol', 'kSol', 0.000038, 5200, '#2b61d1'],
  ['KADENA', 58, 'Kadena', 'TH', 'PH', 0.00055, 410, '#ed098f'],
  ['ETCHASH', 59, 'EtcHash', 'MH', 'TH', 0.032, 62, '#328332'],
  ['VERUSHASH', 60, 'VerusHash', 'MH', 'GH', 0.000079, 5400, '#3165d4'],
  ['KHEAVYHASH', 61, 'kHeavyHash', 'TH', 'PH', 0.004, 95, '#70c7ba'],
  ['NEXAPOW', 62, 'NexaPow', 'MH', 'GH', 0.000022, 4100, '#ffc107'],
  ['IRONFISH', 63, 'IronFish', 'GH', 'TH', 0.00026, 720, '#2c72ff'],
  ['KARLSENHASH', 64, 'KarlsenHash', 'MH', 'TH', 0.0035, 11, '#11b8a6'],
  ['ALEPHIUM', 65, 'Alephium', 'GH', 'TH', 0.0000067, 21000, '#9c1fd6'],
  ['FISHHASH', 66, 'FishHash', 'MH', 'GH', 0.00006, 2300, '#0099cc'],
];

export const SAMPLE_ALGORITHMS: readonly SampleAlgorithm[] = ROWS.map(
  ([algorithm, code, title, miningUnit, marketUnit, basePaying, baseSpeed, color, ordersEnabled]) => ({
    algorithm,
    code,
    title,
    miningUnit,
    marketUnit,
    basePaying,
    baseSpeed,
    color,
    enabled: true,
    ordersEnabled: ordersEnabled ?? true,
  }),
);

export const SAMPLE_MINING_MARKETS = ['EU', 'USA'] as const;

/** Minimal order budget in BTC, the same for every algorithm. */
export const MINIMAL_ORDER_AMOUNT = '0.001';

/** Order speed limits, in market units: about 10x the marketplace total at most. */
export function speedLimits(baseSpeed: number): { min: number; max: number } {
  const max = 10 ** Math.ceil(Math.log10(baseSpeed * 10));
  return { min: max / 1e6, max };
}

/** A buyer may lower an order's price by about 1% of the paying price at a time. */
export function priceDownStep(basePaying: number): number {
  return -(10 ** (Math.floor(Math.log10(basePaying)) - 2));
}
