/**
 * Out of memory: how much memory an algorithm's DAG or dataset takes (when the
 * log does not say), and common cards that hold it. Sizes are those of late
 * 2026 and grow with each epoch (docs/stratum-doctor.md gives the sources);
 * a card needs some room beside the DAG, hence the headroom.
 */

/** Approximate DAG or dataset size per algorithm (API name), in MB. */
export const DATASET_MB: Readonly<Record<string, number>> = {
  DAGGERHASHIMOTO: 5_300,
  ETCHASH: 3_900,
  KAWPOW: 5_600,
  OCTOPUS: 6_400,
  AUTOLYKOS: 3_200,
  FISHHASH: 4_700,
  RANDOMXMONERO: 2_336,
};

/** Room a card needs beside the DAG (the miner's kernels and buffers, the display). */
export const HEADROOM_MB = 400;

/** Common mining cards and their memory in GB (names as their makers write them). */
export const CARDS: ReadonlyArray<readonly [string, number]> = [
  ['GeForce GTX 1060 6GB', 6],
  ['GeForce RTX 2060', 6],
  ['Radeon RX 580 8GB', 8],
  ['GeForce GTX 1070', 8],
  ['GeForce RTX 3060 Ti', 8],
  ['GeForce RTX 3070', 8],
  ['Radeon RX 6600 XT', 8],
  ['GeForce RTX 3080', 10],
  ['GeForce GTX 1080 Ti', 11],
  ['GeForce RTX 3060', 12],
  ['GeForce RTX 4070', 12],
  ['Radeon RX 6700 XT', 12],
  ['GeForce RTX 4080', 16],
  ['Radeon RX 6800', 16],
  ['GeForce RTX 4090', 24],
  ['Radeon RX 7900 XTX', 24],
];

/** How many cards a finding names. */
const NAMED = 4;

/** Whole GB a card needs for a dataset of this size. */
export function gbNeeded(datasetMb: number): number {
  return Math.ceil((datasetMb + HEADROOM_MB) / 1024);
}

/** The smallest common cards that hold it, smallest first. */
export function cardsThatFit(minGb: number): string[] {
  return CARDS.filter(([, gb]) => gb >= minGb)
    .slice(0, NAMED)
    .map(([name, gb]) => `${name} (${gb} GB)`);
}
