/** GET main/api/v2/public/stats/global/current: the live figures per algorithm, with the time they were fetched. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { GlobalStat } from '../types';

export async function fetchGlobalStats(): Promise<Answer<GlobalStat[]>> {
  const { data, asOf } = await api.read(API.globalStatsCurrent);
  return { data: data.algos, asOf };
}
