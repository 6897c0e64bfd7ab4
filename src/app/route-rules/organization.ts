/**
 * Paths starting with /my/organization/{uuid} set the current organization
 * (spec section 2, "Redirects"), and so does an organizationId in the URL
 * hash (`#organizationId=<uuid>`). It goes to sessionState.organizationId and
 * to the ORGANIZATION_COOKIE, which the session feature and the account area
 * read at start.
 */
import { DEFAULT_COOKIE_DAYS } from '../../config/limits';
import { sessionState } from '../../features/session/state';
import { isUuid } from '../../lib/validation/find-organization-id';
import { writeCookie } from './cookie-writer';

export const ORGANIZATION_COOKIE = 'organizationId';

const ORGANIZATION_PATH = /^\/my\/organization\/([^/?#]+)/;

export function organizationIdFromUrl(pathname: string, hash: string): string | undefined {
  const fromPath = ORGANIZATION_PATH.exec(pathname)?.[1];
  if (fromPath && isUuid(fromPath)) return fromPath.toLowerCase();
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('organizationId');
  if (fromHash && isUuid(fromHash)) return fromHash.toLowerCase();
  return undefined;
}

export function applyOrganizationFromUrl(pathname: string, hash: string): void {
  const id = organizationIdFromUrl(pathname, hash);
  if (!id) return;
  sessionState.organizationId = id;
  writeCookie(ORGANIZATION_COOKIE, id, DEFAULT_COOKIE_DAYS);
}
