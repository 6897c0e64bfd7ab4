/** GET supportdesk/api/v1/categories: the help centre's categories and their sub-categories. */
import { API } from '../../../config/api-contract';
import type { SupportCategory } from '../../../config/api/support';
import { api, type Answer } from '../../../lib/api';

export type { SupportCategory };

export async function getSupportCategories(): Promise<Answer<SupportCategory[]>> {
  const { data, asOf } = await api.read(API.supportCategories);
  return { data: data.categories, asOf };
}
