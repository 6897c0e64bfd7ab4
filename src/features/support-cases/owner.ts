/**
 * Whose cases this browser may show. Online, the signed-in user; offline after
 * a reload the profile cannot load, so the user id seen last with the stored
 * login session is remembered (CASES_OWNER_KEY) and used while that same
 * session is still stored. Forgotten on logout.
 */
import { CASES_OWNER_KEY, readLocal, removeLocal, writeLocal } from '../../lib/storage';

export interface SessionView {
  /** The signed-in user's id, once the profile loaded. */
  userId: string | null;
  /** The stored login session's id, when a session cookie and active credentials exist. */
  sessionKey: string | null;
}

function remembered(): { session: string; userId: string } | null {
  try {
    const value = JSON.parse(readLocal(CASES_OWNER_KEY) ?? 'null') as { session?: unknown; userId?: unknown } | null;
    return typeof value?.session === 'string' && typeof value.userId === 'string' ? { session: value.session, userId: value.userId } : null;
  } catch {
    return null;
  }
}

export function casesOwner(view: SessionView): string | null {
  if (!view.sessionKey) return null;
  if (view.userId) {
    const known = remembered();
    if (known?.session !== view.sessionKey || known.userId !== view.userId) {
      writeLocal(CASES_OWNER_KEY, JSON.stringify({ session: view.sessionKey, userId: view.userId }));
    }
    return view.userId;
  }
  const known = remembered();
  return known?.session === view.sessionKey ? known.userId : null;
}

/** Some user's cases were opened on this device and not cleared since. */
export function hasCasesOwner(): boolean {
  return remembered() !== null;
}

export function forgetCasesOwner(): void {
  removeLocal(CASES_OWNER_KEY);
}
