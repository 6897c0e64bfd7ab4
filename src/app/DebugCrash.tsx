/** Throws while rendering once the debug handle's `crashPage` was called; renders nothing otherwise. */
import { useSnapshot } from 'valtio';
import { debugState } from './debug-handle';

export function DebugCrash() {
  const { crashMessage } = useSnapshot(debugState);
  if (crashMessage) throw new Error(crashMessage);
  return null;
}
