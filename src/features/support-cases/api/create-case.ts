/** POST supportdesk/api/v1/cases: the same X-Request-Id on every attempt answers the same case. */
import { API } from '../../../config/api-contract';
import type { NewSupportCase, SupportCaseDetail } from '../../../config/support-cases';
import { api } from '../../../lib/api';

export function createCase(body: NewSupportCase, requestId: string): Promise<SupportCaseDetail> {
  return api.call(API.createSupportCase, { body, requestId });
}
