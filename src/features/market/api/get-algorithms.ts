/** GET main/api/v2/mining/algorithms: every mining algorithm (public, unsigned per the spec). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { MiningAlgorithm } from '../types';

export async function fetchAlgorithms(): Promise<Answer<MiningAlgorithm[]>> {
  const { data, asOf } = await api.read(API.algorithms);
  return { data: data.miningAlgorithms, asOf };
}
