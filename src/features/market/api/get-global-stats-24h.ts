/** GET main/api/v2/public/stats/global/24h: the figures per algorithm averaged over the last 24 hours. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { GlobalStat } from '../types';

export async function fetchGlobalStats24h(signal?: AbortSignal): Promise<Answer<GlobalStat[]>> {
  const { data, asOf } = await api.read(API.globalStats24h, { signal });
  return { data: data.algos, asOf };
}
