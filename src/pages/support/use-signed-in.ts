/** Whether a user is signed in: the help centre shows the exchange help to signed-in users only (spec section 6). */
import { useSnapshot } from 'valtio';
import { sessionState } from '../../features/session/state';

export function useSignedIn(): boolean {
  return useSnapshot(sessionState).user !== null;
}
