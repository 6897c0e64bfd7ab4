/**
 * What an organization's API key may call (docs/api-signing.md, "API keys and
 * permissions"). Every key may read (`read`: the signed GETs that act for an
 * organization); a write permission opens the signed routes that change
 * something. User-level routes (`session`) need a person, so only a signed-in
 * user's login session may call them: an API key is refused there whatever
 * its permissions. The signing plugin enforces the route's entry below on
 * every call; the compiler fails when a signed entry of the contract has none.
 * Pure data: the server, the settings page and the docs read it.
 */
import type { API } from './api-contract.js';

/** The permissions a key can be given, `read` first (every key has it). */
export const API_KEY_PERMISSIONS = ['read', 'organization:write'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** What a key is given when its creator names nothing more. */
export const API_KEY_DEFAULT_PERMISSIONS: readonly ApiKeyPermission[] = ['read'];

type Api = typeof API;
/** The names of the contract's signed entries. */
export type SignedApiName = { [K in keyof Api]: Api[K]['signed'] extends true ? K : never }[keyof Api];

/** Who may call each signed route: an API key with this permission, or only a login session. */
export const SIGNED_ROUTE_PERMISSION = {
  logout: 'session',
  profile: 'session',
  updateProfile: 'session',
  updateProfileMeta: 'session',
  updateProfilePicture: 'session',
  setFeatureToggles: 'organization:write',
  notifications: 'session',
  notificationsUnseen: 'session',
  notificationsMarkAllAsSeen: 'session',
  notificationsRead: 'session',
  activity: 'read',
  accounts: 'read',
  supportCases: 'session',
  createSupportCase: 'session',
  supportCase: 'session',
  replySupportCase: 'session',
  closeSupportCase: 'session',
  reopenSupportCase: 'session',
  supportAttachment: 'session',
  // An API key never makes, sees or ends keys: only the person signed in.
  apiKeys: 'session',
  createApiKey: 'session',
  revokeApiKey: 'session',
} as const satisfies Record<SignedApiName, ApiKeyPermission | 'session'>;

/** The permission a signed route needs, `session` for a user-level one; undefined for an unsigned route. */
export function permissionOf(name: string): ApiKeyPermission | 'session' | undefined {
  return (SIGNED_ROUTE_PERMISSION as Record<string, ApiKeyPermission | 'session'>)[name];
}
