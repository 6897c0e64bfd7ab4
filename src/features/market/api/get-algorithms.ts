/** GET main/api/v2/mining/algorithms: every mining algorithm (public, unsigned per the spec). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { MiningAlgorithm } from '../types';

export async function fetchAlgorithms(): Promise<MiningAlgorithm[]> {
  const { miningAlgorithms } = await api.call(API.algorithms);
  return miningAlgorithms;
}
