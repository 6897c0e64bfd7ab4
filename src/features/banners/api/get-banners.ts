/** GET main/api/v2/public/banners: the announcements currently shown above the pages. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export interface Banner {
  id: string;
  text: string;
  /** Where "Read more" goes; null when the banner has no link. */
  url: string | null;
  kind: 'info' | 'warning';
  dismissible: boolean;
}

export async function getBanners(): Promise<Banner[]> {
  const body = await api.call<{ list: Banner[] }>(API.banners);
  return body.list;
}
