/** GET main/api/v2/public/service/fee/info: the whole fee structure (public, cached by the worker for its TTL). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { FeeInfo } from '../types';

export function fetchFeeInfo(signal?: AbortSignal): Promise<Answer<FeeInfo>> {
  return api.read(API.feeInfo, { signal });
}
