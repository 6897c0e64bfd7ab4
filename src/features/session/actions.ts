/**
 * Session actions (spec section 4): the login-link exchange, the profile,
 * the organization choice and logout. Only these change `sessionState`.
 */
import { setMonitorCustomer } from '../../lib/monitor';
import { isApiError, type ApiSession } from '../../lib/api';
import { fetchProfile } from './api/get-profile';
import { deleteSession } from './api/logout';
import { postLoginToken } from './api/use-login-token';
import { postFeatureToggles } from './api/set-feature-toggles';
import type { FeatureToggleKey } from '../../config/feature-toggles';
import {
  clearStoredCredentials,
  clearStoredSession,
  hasSessionCookie,
  readStoredOrganizationId,
  readStoredSession,
  removeSessionCookie,
  saveSession,
  storeOrganizationId,
} from './credentials';
import { chooseOrganization, toSessionUser, twoFactorEnabled } from './profile';
import { DEFAULT_SESSION_STATE, sessionState } from './state';

/** A session signs and is trusted only in this status. */
export const ACTIVE_SESSION_STATUS = 'ACTIVE';

// -- Credentials for the API client --

/**
 * What signs calls: the stored session, with the organization chosen. A
 * session that is not ACTIVE yet is a login being verified ("a new user"):
 * it signs without X-Organization-Id and gets no profile call.
 */
export function apiSession(): ApiSession | null {
  const stored = readStoredSession();
  if (!stored) return null;
  return {
    key: stored.loginSessionId,
    secret: stored.secretToken,
    organizationId: sessionState.organizationId,
    verifying: stored.loginSessionStatus !== ACTIVE_SESSION_STATUS,
    ending: sessionState.loggingOut,
  };
}

/** A login session cookie exists and its session is past verification. */
export function hasActiveSession(): boolean {
  const stored = readStoredSession();
  return hasSessionCookie() && stored?.loginSessionStatus === ACTIVE_SESSION_STATUS;
}

// -- Login token --

/** Exchanges a one-time login token; true when an ACTIVE session was stored. */
export async function exchangeLoginToken(loginToken: string): Promise<boolean> {
  const session = await postLoginToken(loginToken);
  if (session.loginSessionStatus !== ACTIVE_SESSION_STATUS) return false;
  saveSession({ loginSessionId: session.loginSessionId, secretToken: session.secretToken, loginSessionStatus: session.loginSessionStatus });
  return true;
}

// -- Profile and organization --

let profileTwoFactor = false;

/**
 * Loads the signed-in user, when a session cookie exists and the session is
 * ACTIVE. A 401 removes the session cookie (the session is gone on the
 * server); other failures leave the session for the next start.
 */
export async function loadProfile(): Promise<void> {
  if (!hasActiveSession()) {
    // Credentials without their cookie have expired. The organization choice
    // stays: /my/organization/{uuid} may set it before the user signs in.
    if (!hasSessionCookie()) clearStoredCredentials();
    setSignedOut();
    return;
  }
  const key = readStoredSession()?.loginSessionId;
  try {
    const profile = await fetchProfile();
    // A logout (asked for or forced by another call's 401) may have ended the session meanwhile.
    if (readStoredSession()?.loginSessionId !== key) return;
    profileTwoFactor = twoFactorEnabled(profile, undefined);
    const user = toSessionUser(profile, null);
    sessionState.user = user;
    selectOrganization(chooseOrganization(user.organizations, readStoredOrganizationId()));
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      removeSessionCookie();
      clearStoredSession();
      setSignedOut();
    }
  }
}

/** Acts for `organizationId` from now on (it must be one of the user's), and remembers it. */
export function selectOrganization(organizationId: string | null): void {
  const user = sessionState.user;
  const organization = user?.organizations.find((org) => org.id === organizationId);
  const id = organization ? organization.id : null;
  sessionState.organizationId = id;
  storeOrganizationId(id);
  if (user) user.twoFactorEnabled = profileTwoFactor || Boolean(organization?.twoFactorEnabled);
  // Reports carry the customer ids (spec section 7); the session's secrets are scrubbed wherever they appear.
  const stored = readStoredSession();
  setMonitorCustomer(user ? { userId: user.id, organizationId: id ?? undefined } : null, [stored?.secretToken, stored?.loginSessionId]);
}

/**
 * Switches a feature toggle of the acting organization on the server, and
 * shows the server's answer at once (walletEnabled is always on: not sent).
 * Throws when the server refuses; the state then stays as it was.
 */
export async function setFeatureToggle(key: FeatureToggleKey, on: boolean): Promise<void> {
  if (key === 'walletEnabled') return;
  const organizationId = sessionState.organizationId;
  const toggles = await postFeatureToggles({ [key]: on });
  const organization = sessionState.user?.organizations.find((org) => org.id === organizationId);
  if (organization) organization.featureToggles = toggles;
}

/**
 * An organization named in the URL (`/my/organization/{uuid}`, `#organizationId=`):
 * acted for and remembered at once, before the profile (which may not be loaded
 * yet, or belong to nobody signed in) could confirm it.
 */
export function adoptOrganizationFromUrl(organizationId: string): void {
  sessionState.organizationId = organizationId;
  storeOrganizationId(organizationId);
}

function setSignedOut(): void {
  sessionState.user = null;
  sessionState.organizationId = null;
  profileTwoFactor = false;
  setMonitorCustomer(null);
}

// -- Logout --

type LogoutListener = () => void | Promise<void>;
const logoutListeners = new Set<LogoutListener>();

/** Runs after every logout, forced or asked for (the PWA clears private caches). Returns the unsubscriber. */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

async function clearSession(): Promise<void> {
  clearStoredSession();
  setSignedOut();
  await Promise.all(
    [...logoutListeners].map((listener) =>
      Promise.resolve()
        .then(listener)
        .catch(() => undefined),
    ),
  );
}

let loggingOut: Promise<void> | undefined;

/**
 * Ends the session: one request at a time (a second call while one runs gets
 * the same promise). Whatever the server answers, this browser forgets the
 * user, the organization ids and the cookies.
 */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    sessionState.loggingOut = true;
    try {
      if (apiSession()) await deleteSession().catch(() => undefined);
      await clearSession();
    } finally {
      sessionState.loggingOut = false;
      loggingOut = undefined;
    }
  })();
  return loggingOut;
}

/** A 401 the client judged fatal: the session is gone, no logout call is needed. */
export function forceLogout(): Promise<void> {
  return loggingOut ?? clearSession();
}

/** Back to the defaults (tests). */
export function resetSessionState(): void {
  Object.assign(sessionState, DEFAULT_SESSION_STATE);
  profileTwoFactor = false;
  loggingOut = undefined;
}
