/** GET supportdesk/api/v1/categories: the help centre's categories and their sub-categories. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export interface SupportCategory {
  category: string;
  subCategories: string[];
}

export async function getSupportCategories(): Promise<SupportCategory[]> {
  const body = await api.call<{ categories: SupportCategory[] }>(API.supportCategories);
  return body.categories;
}
