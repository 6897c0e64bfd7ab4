/** GET main/api/v2/public/banners: the announcements currently shown above the pages. */
import { API } from '../../../config/api-contract';
import type { Banner } from '../../../config/api/reference';
import { api } from '../../../lib/api';

export type { Banner };

export async function getBanners(): Promise<Banner[]> {
  const body = await api.call(API.banners);
  return body.list;
}
