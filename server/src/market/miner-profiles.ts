/**
 * How healthy an external miner's rigs are: steady (always mining, few
 * rejects), high rejects (always mining, a tenth or so of shares refused) or
 * offline hours (statuses drawn per epoch, so part of each day is spent
 * STOPPED or OFFLINE). Any address draws one from its hash; the sample
 * addresses below have theirs fixed so pages, tests and docs can name them
 * (docs/sample-data.md).
 */
export type MinerProfile = 'steady' | 'highRejects' | 'offlineHours';

/** Sample payout addresses (base58, as spec 2 allows; not real wallets). */
export const SAMPLE_MINERS: Readonly<Record<MinerProfile, string>> = {
  steady: '1HashvaeSteadyRigs1111111111111',
  highRejects: '1HashvaeRejectedShares111111111',
  offlineHours: '1HashvaeDowntimeHours1111111111',
};

/** Reject reasons with their typical share of rejected work (stale shares dominate). */
export const REJECT_REASONS = [
  ['TARGET', 0.15],
  ['STALE', 0.6],
  ['DUPLICATE', 0.1],
  ['NTIME', 0.05],
  ['OTHER', 0.1],
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number][0];

/** Draws for any other address, cumulative: steady 60 %, high rejects 15 %, offline hours 25 %. */
const DRAWS: Array<[MinerProfile, number]> = [
  ['steady', 0.6],
  ['highRejects', 0.75],
  ['offlineHours', 1],
];

export function drawProfile(address: string, u: number): MinerProfile {
  const fixed = (Object.keys(SAMPLE_MINERS) as MinerProfile[]).find((p) => SAMPLE_MINERS[p] === address);
  return fixed ?? DRAWS.find(([, upTo]) => u < upTo)![0];
}

/** Share of the reported speed the pool rejects, from a per-rig draw u in [0, 1). */
export function rejectShare(profile: MinerProfile, u: number): number {
  return profile === 'highRejects' ? 0.08 + 0.07 * u : 0.002 + 0.013 * u;
}
