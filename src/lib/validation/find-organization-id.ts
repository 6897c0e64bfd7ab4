/**
 * Organization ids are UUIDs (spec section 5): the account pages carry one in
 * the path (/my/organization/<uuid>/notification), and the store reads it to
 * pick the organization a link points to.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Not part of a longer run of hex digits and dashes, so a 13-character group or
// a UUID glued to more hex is not mistaken for an id.
const UUID_IN_TEXT = new RegExp(`(?<![0-9a-f-])${UUID}(?![0-9a-f-])`, 'i');
const UUID_ONLY = new RegExp(`^${UUID}$`, 'i');

export function isUuid(value: string): boolean {
  return UUID_ONLY.test(value);
}

/** The first UUID in a path, in lower case, or undefined when there is none. */
export function findOrganizationIdInPath(path: string): string | undefined {
  return UUID_IN_TEXT.exec(path)?.[0].toLowerCase();
}
