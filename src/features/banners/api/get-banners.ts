/** GET main/api/v2/public/banners: the announcements currently shown above the pages. */
import { getJson } from '../../../lib/http';

export interface Banner {
  id: string;
  text: string;
  /** Where "Read more" goes; null when the banner has no link. */
  url: string | null;
  kind: 'info' | 'warning';
  dismissible: boolean;
}

export const BANNERS_URL = '/main/api/v2/public/banners';

export async function getBanners(): Promise<Banner[]> {
  const body = await getJson<{ list: Banner[] }>(BANNERS_URL);
  return body.list;
}
