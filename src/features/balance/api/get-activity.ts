/** GET api/v2/activity (spec section 7): the signed-in user's activity, newest first. */
import { API } from '../../../config/api-contract';
import type { AnswerOf, SentQueryOf } from '../../../config/api';
import { ACTIVITY_PAGE_SIZE } from '../../../config/limits';
import { api } from '../../../lib/api';

export type ActivityQuery = SentQueryOf<'activity'>;
export type ActivityPage = AnswerOf<'activity'>;

/** Size defaults to ACTIVITY_PAGE_SIZE (100) and page to 0; the call is signed. */
export function fetchActivity(query: ActivityQuery = {}, signal?: AbortSignal): Promise<ActivityPage> {
  const { size = ACTIVITY_PAGE_SIZE, page = 0, personalOnly, organizationWide, organizationId } = query;
  return api.call(API.activity, { query: { size, page, personalOnly, organizationWide, organizationId }, signal });
}
