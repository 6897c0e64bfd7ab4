/** GET api/v2/status/summary: the incidents open now (a page's incident banner shows those on its components). */
import { API } from '../../../config/api-contract';
import type { StatusIncident } from '../../../config/api/status';
import { api, type Answer } from '../../../lib/api';

export type { StatusIncident };

export async function fetchOpenIncidents(signal?: AbortSignal): Promise<Answer<StatusIncident[]>> {
  const { data, asOf } = await api.read(API.statusSummary, { signal });
  return { data: data.incidents.filter((i) => i.resolved === null), asOf };
}
