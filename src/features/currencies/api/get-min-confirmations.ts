/** GET main/api/v2/public/wallet/minConfirmations: how many confirmations a deposit needs, per currency (public, kept offline by the worker). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { MinConfirmations } from '../../../config/api/reference';

export async function fetchMinConfirmations(signal?: AbortSignal): Promise<Answer<MinConfirmations['minConfirmations']>> {
  const { data, asOf } = await api.read(API.minConfirmations, { signal });
  return { data: data.minConfirmations, asOf };
}
