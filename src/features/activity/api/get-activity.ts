/** GET api/v2/activity (spec section 7): the signed-in user's activity, newest first. */
import { API } from '../../../config/api-contract';
import { ACTIVITY_PAGE_SIZE } from '../../../config/limits';
import { api } from '../../../lib/api';

export interface ActivityQuery {
  size?: number;
  page?: number;
  personalOnly?: boolean;
  organizationWide?: boolean;
  organizationId?: string;
}

export interface ActivityEntry {
  id: string;
  organizationId: string;
  userId: string | null;
  type: string;
  description: string;
  meta: Record<string, unknown>;
  createdTs: number;
}

export interface ActivityPage {
  list: ActivityEntry[];
  pagination: { size: number; page: number; totalPageCount: number };
}

/** Size defaults to ACTIVITY_PAGE_SIZE (100) and page to 0; the call is signed. */
export function fetchActivity(query: ActivityQuery = {}, signal?: AbortSignal): Promise<ActivityPage> {
  const { size = ACTIVITY_PAGE_SIZE, page = 0, personalOnly, organizationWide, organizationId } = query;
  return api.call<ActivityPage>(API.activity, { query: { size, page, personalOnly, organizationWide, organizationId }, signal });
}
