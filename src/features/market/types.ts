/** Shapes of main/api/v2/mining/algorithms and main/api/v2/public/stats/global/current: the contract's. */
export type { MiningAlgorithm } from '../../config/api/reference';
export type { GlobalStat } from '../../config/api/mining';
