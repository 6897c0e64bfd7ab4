/**
 * A support and test handle: with localStorage `hashvale:debug` set to "1",
 * `window.hashvaleShell` opens modals and notifications from the console (and
 * from browser tests, which have no page with such triggers yet). Off by
 * default; it exposes only UI actions any page could call.
 */
import { notify } from '../notifications/state';
import { closeTopModal, openModal } from './state';

export const DEBUG_FLAG_KEY = 'hashvale:debug';

declare global {
  interface Window {
    hashvaleShell?: { openModal: typeof openModal; closeTopModal: typeof closeTopModal; notify: typeof notify };
  }
}

export function installDebugHandle(): void {
  try {
    if (window.localStorage.getItem(DEBUG_FLAG_KEY) !== '1') return;
  } catch {
    return; // storage blocked: no handle
  }
  window.hashvaleShell = { openModal, closeTopModal, notify };
}
