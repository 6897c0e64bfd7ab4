/**
 * A support and test handle: with localStorage `hashvale:debug` set to "1",
 * `window.hashvaleShell` opens modals and notifications from the console (and
 * from browser tests, which have no page with such triggers yet), and makes
 * the page area throw while rendering. Off by
 * default; it exposes only UI actions any page could call.
 */
import { notify } from '../features/notifications/state';
import { closeTopModal, openModal } from '../features/modals/state';
import { proxy } from 'valtio';
import { DEBUG_FLAG_KEY, readLocal } from '../lib/storage';

/** Set by `crashPage`: the page area throws it while rendering (checks the error monitor end to end). */
export const debugState = proxy<{ crashMessage: string | null }>({ crashMessage: null });

function crashPage(message: string): void {
  debugState.crashMessage = message;
}

declare global {
  interface Window {
    hashvaleShell?: {
      openModal: typeof openModal;
      closeTopModal: typeof closeTopModal;
      notify: typeof notify;
      crashPage: typeof crashPage;
    };
  }
}

export function installDebugHandle(): void {
  if (readLocal(DEBUG_FLAG_KEY) !== '1') return; // storage blocked reads as unset: no handle
  window.hashvaleShell = { openModal, closeTopModal, notify, crashPage };
}
