/**
 * Whose support cases to show, and whether that is still being found out (a
 * stored session whose profile is loading). The app picks the owner
 * (src/app/wire-support-cases.ts); offline it is the user last seen with the
 * stored session.
 */
import { useSnapshot } from 'valtio';
import { hasActiveSession } from '../../features/session/actions';
import { sessionState } from '../../features/session/state';
import { casesState } from '../../features/support-cases/state';

export function useCasesUser(): { userId: string | null; pending: boolean } {
  const { userId } = useSnapshot(casesState);
  const { user } = useSnapshot(sessionState);
  return { userId, pending: userId === null && (user !== null || hasActiveSession()) };
}
