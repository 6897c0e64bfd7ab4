/**
 * An external miner's page data: rigs2 (live), one UTC day's figures per rig
 * and the payouts (docs/api.md, "An external miner's past"). Each is kept for
 * offline reading, with the time it was fetched.
 */
import { API } from '../../../config/api-contract';
import type { MinerDay, MinerPayouts } from '../../../config/api/miner';
import type { MinerRigs } from '../../../config/api/mining';
import { api, type Answer } from '../../../lib/api';

export type { MinerDay, MinerPayouts, MinerRigs };

export function fetchMinerRigs(btcAddress: string, signal?: AbortSignal): Promise<Answer<MinerRigs>> {
  return api.read(API.minerRigs, { params: { btcAddress }, query: { size: 100 }, signal });
}

export function fetchMinerDay(btcAddress: string, day: string, signal?: AbortSignal): Promise<Answer<MinerDay>> {
  return api.read(API.minerDay, { params: { btcAddress }, query: { day }, signal });
}

export function fetchMinerPayouts(btcAddress: string, signal?: AbortSignal): Promise<Answer<MinerPayouts>> {
  return api.read(API.minerPayouts, { params: { btcAddress }, query: { size: 25 }, signal });
}
