/** GET api/v2/status/summary: the status page's data, with the time it was fetched (the worker's, when read offline). */
import { API } from '../../../config/api-contract';
import type { StatusSummary } from '../../../config/api/status';
import { api, type Answer } from '../../../lib/api';

export type { StatusSummary };

export function fetchStatusSummary(signal?: AbortSignal): Promise<Answer<StatusSummary>> {
  return api.read(API.statusSummary, { signal });
}
