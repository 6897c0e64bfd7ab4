/** GET supportdesk/api/v1/cases/{caseId}: one case with its thread (the server marks staff replies read). */
import { API } from '../../../config/api-contract';
import type { SupportCaseDetail } from '../../../config/support-cases';
import { api, type Answer } from '../../../lib/api';

export function getCase(caseId: string): Promise<Answer<SupportCaseDetail>> {
  return api.read(API.supportCase, { params: { caseId } });
}
