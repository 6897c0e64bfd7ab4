/**
 * GET api/v2/changelog: the API changelog's entries and deprecated operations
 * (src/config/api-changelog.ts). Public and kept by the worker, so the
 * changelog reads offline once visited.
 */
import { API } from '../../../config/api-contract';
import type { ApiChangelog } from '../../../config/api-changelog';
import { api, type Answer } from '../../../lib/api';

export async function fetchApiChangelog(signal?: AbortSignal): Promise<Answer<ApiChangelog>> {
  return api.read(API.apiChangelog, { signal });
}
