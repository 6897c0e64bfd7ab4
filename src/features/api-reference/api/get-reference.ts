/**
 * GET api/v2/openapi.json, read into the API reference's list or one of its
 * operations (src/config/api-reference.ts). Public and kept by the worker, so
 * the reference reads offline once visited.
 */
import { API } from '../../../config/api-contract';
import { operationDetail, referenceIndex, type ReferenceIndex, type ReferenceOperationDetail } from '../../../config/api-reference';
import { api, type Answer } from '../../../lib/api';

export async function fetchReferenceIndex(signal?: AbortSignal): Promise<Answer<ReferenceIndex>> {
  const { data, asOf } = await api.read(API.openApi, { signal });
  return { data: referenceIndex(data), asOf };
}

/** One operation, or null when the document has none of that name. */
export async function fetchOperationDetail(name: string, signal?: AbortSignal): Promise<Answer<ReferenceOperationDetail | null>> {
  const { data, asOf } = await api.read(API.openApi, { signal });
  return { data: operationDetail(data, name) ?? null, asOf };
}
