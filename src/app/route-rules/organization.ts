/**
 * Paths starting with /my/organization/{uuid} set the current organization
 * (spec section 2, "Redirects"), and so does an organizationId in the URL
 * hash (`#organizationId=<uuid>`). The session feature's action keeps it in
 * its state and in the organization cookie, which the account area reads.
 */
import { adoptOrganizationFromUrl } from '../../features/session/actions';
import { isUuid } from '../../lib/validation/find-organization-id';

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
  if (id) adoptOrganizationFromUrl(id);
}
