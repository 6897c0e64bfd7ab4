/** GET supportdesk/api/v1/cases: the acting organization's cases, newest update first, with their fetch time. */
import { API } from '../../../config/api-contract';
import { SUPPORT_CASE_LIMITS, type SupportCaseList } from '../../../config/support-cases';
import { api, type Answer } from '../../../lib/api';

// Every status in one page of the largest size: the status filter then works offline too.
export function listCases(): Promise<Answer<SupportCaseList>> {
  return api.read(API.supportCases, { query: { page: 0, size: SUPPORT_CASE_LIMITS.pageSizeMax } });
}
