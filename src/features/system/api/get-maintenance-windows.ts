/** GET api/v2/status/summary: the maintenance windows open now or to come (the maintenance banner says when and how long). */
import { API } from '../../../config/api-contract';
import type { StatusMaintenance } from '../../../config/api/status';
import { api, type Answer } from '../../../lib/api';

export type { StatusMaintenance };

export async function fetchMaintenanceWindows(signal?: AbortSignal): Promise<Answer<StatusMaintenance[]>> {
  const { data, asOf } = await api.read(API.statusSummary, { signal });
  return { data: data.maintenance, asOf };
}
