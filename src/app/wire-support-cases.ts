/**
 * Wires the support cases to the session (docs/support-cases.md): whose cases
 * show (the signed-in user, or offline the user last seen with the stored
 * session), the outbox senders of the two kinds, and the clearing on logout
 * and on session loss. Here because features do not import each other.
 */
import { subscribe } from 'valtio';
import { hasActiveSession, onLogout } from '../features/session/actions';
import { readStoredSession } from '../features/session/credentials';
import { sessionState } from '../features/session/state';
import { casesOwner, hasCasesOwner } from '../features/support-cases/owner';
import { sendQueuedCaseWork } from '../features/support-cases/send-actions';
import { casesState, clearSupportCases, openCasesFor, refreshPending } from '../features/support-cases/state';
import { CASE_OUTBOX_KIND, REPLY_OUTBOX_KIND } from '../features/support-cases/types';
import { isOnline, subscribeToOnline } from '../lib/online';
import { outbox } from '../lib/outbox';

function follow(): void {
  const sessionKey = hasActiveSession() ? (readStoredSession()?.loginSessionId ?? null) : null;
  if (!sessionKey && hasCasesOwner()) {
    // The session is gone (expired, or ended in another tab): its cases go with it.
    void clearSupportCases();
    return;
  }
  const owner = casesOwner({ userId: sessionState.user?.id ?? null, sessionKey });
  if (owner === casesState.userId) return;
  void openCasesFor(owner).then(() => {
    // Items that waited for their writer's session to be known go now.
    if (owner) void outbox.flush();
  });
}

/** Call before the outbox's first flush; returns the unwiring. */
export function wireSupportCases(): () => void {
  outbox.register(CASE_OUTBOX_KIND, sendQueuedCaseWork);
  outbox.register(REPLY_OUTBOX_KIND, sendQueuedCaseWork);
  follow();
  const stops = [
    subscribe(sessionState, follow),
    outbox.subscribe(() => void refreshPending()),
    onLogout(clearSupportCases),
    // The API answers again (or the browser missed an `online` event): what waits goes now.
    subscribeToOnline(() => {
      if (isOnline() && casesState.pending.length > 0) void outbox.flush();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
