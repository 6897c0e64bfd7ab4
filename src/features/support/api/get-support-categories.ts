/** GET supportdesk/api/v1/categories: the help centre's categories and their sub-categories. */
import { API } from '../../../config/api-contract';
import type { SupportCategory } from '../../../config/api/support';
import { api } from '../../../lib/api';

export type { SupportCategory };

export async function getSupportCategories(): Promise<SupportCategory[]> {
  const body = await api.call(API.supportCategories);
  return body.categories;
}
