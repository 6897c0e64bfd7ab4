/** GET main/api/v2/public/banners: the announcements currently shown above the pages. */
import { API } from '../../../config/api-contract';
import type { Banner } from '../../../config/api/reference';
import { api, type Answer } from '../../../lib/api';

export type { Banner };

export async function getBanners(): Promise<Answer<Banner[]>> {
  const { data, asOf } = await api.read(API.banners);
  return { data: data.list, asOf };
}
