/** GET supportdesk/api/v1/categories: the help centre's categories and their sub-categories. */
import { getJson } from '../../../lib/http';

export interface SupportCategory {
  category: string;
  subCategories: string[];
}

export const SUPPORT_CATEGORIES_URL = '/supportdesk/api/v1/categories';

export async function getSupportCategories(): Promise<SupportCategory[]> {
  const body = await getJson<{ categories: SupportCategory[] }>(SUPPORT_CATEGORIES_URL);
  return body.categories;
}
