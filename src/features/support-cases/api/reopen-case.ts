/** POST supportdesk/api/v1/cases/{caseId}/reopen. */
import { API } from '../../../config/api-contract';
import type { SupportCaseDetail } from '../../../config/support-cases';
import { api } from '../../../lib/api';

export function reopenCase(caseId: string): Promise<SupportCaseDetail> {
  return api.call(API.reopenSupportCase, { params: { caseId } });
}
