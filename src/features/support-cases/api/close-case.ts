/** POST supportdesk/api/v1/cases/{caseId}/close. */
import { API } from '../../../config/api-contract';
import type { SupportCaseDetail } from '../../../config/support-cases';
import { api } from '../../../lib/api';

export function closeCase(caseId: string): Promise<SupportCaseDetail> {
  return api.call(API.closeSupportCase, { params: { caseId } });
}
