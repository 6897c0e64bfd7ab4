/**
 * Marketing parameters (spec sections 2 and 5): utm_source, utm_medium,
 * utm_campaign, utm_content, reffid and refby from the query string are kept
 * in cookies of the same name, only when at most MARKETING_VALUE_MAX_LENGTH
 * long; refby for 90 days, the others for 7.
 */
import { MARKETING_COOKIE_DAYS, MARKETING_REFBY_COOKIE_DAYS, MARKETING_VALUE_MAX_LENGTH } from '../../config/limits';
import { MARKETING_COOKIES, writeCookie } from '../../lib/storage';

/** The parameters kept, each in the cookie of its name. */
export const MARKETING_PARAMS = MARKETING_COOKIES;

export interface MarketingCookie {
  name: (typeof MARKETING_PARAMS)[number];
  value: string;
  days: number;
}

export function marketingCookies(search: string): MarketingCookie[] {
  const query = new URLSearchParams(search);
  const cookies: MarketingCookie[] = [];
  for (const name of MARKETING_PARAMS) {
    const value = query.get(name);
    if (!value || value.length > MARKETING_VALUE_MAX_LENGTH) continue;
    cookies.push({ name, value, days: name === 'refby' ? MARKETING_REFBY_COOKIE_DAYS : MARKETING_COOKIE_DAYS });
  }
  return cookies;
}

export function storeMarketingParams(search: string): void {
  for (const cookie of marketingCookies(search)) writeCookie(cookie.name, cookie.value, cookie.days);
}
