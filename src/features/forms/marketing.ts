/** The marketing parameters (spec 5) the route rules keep in cookies, sent along with a submission. */
import { documentCookies, MARKETING_COOKIES, readCookie } from '../../lib/storage';
import { MARKETING_VALUE_MAX_LENGTH } from '../../config/limits';

export function marketingValues(cookies: string = documentCookies()): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of MARKETING_COOKIES) {
    const value = readCookie(cookies, name);
    if (value && value.length <= MARKETING_VALUE_MAX_LENGTH) values[name] = value;
  }
  return values;
}
