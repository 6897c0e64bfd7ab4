/** POST supportdesk/api/v1/cases/{caseId}/messages: one message per X-Request-Id; CASE_CLOSED (409) when closed. */
import { API } from '../../../config/api-contract';
import type { SupportCaseDetail, SupportReply } from '../../../config/support-cases';
import { api } from '../../../lib/api';

export function replyToCase(caseId: string, body: SupportReply, requestId: string): Promise<SupportCaseDetail> {
  return api.call(API.replySupportCase, { params: { caseId }, body, requestId });
}
