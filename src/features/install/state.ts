/**
 * The install offer. Chromium browsers fire `beforeinstallprompt` when the
 * app is installable; the event is kept so a button can open the browser's
 * install dialog later. It is captured from the moment this module loads
 * (the app bundle, before mount), or an early event would be missed.
 */
import { proxy } from 'valtio';
import { IOS_HINT_DISMISSED_KEY, readLocal, writeLocal } from '../../lib/storage';

/** Not in TypeScript's DOM library (a Chromium extension). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered the install prompt and it was not used yet. */
  canPrompt: boolean;
  installed: boolean;
  iosHintDismissed: boolean;
}

export const DEFAULT_INSTALL_STATE: Readonly<InstallState> = Object.freeze({
  canPrompt: false,
  installed: false,
  iosHintDismissed: false,
});

export const installState = proxy<InstallState>({ ...DEFAULT_INSTALL_STATE });

let deferredPrompt: BeforeInstallPromptEvent | null = null;

// -- Actions --

/** Opens the browser's install dialog; the offer is used up whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  deferredPrompt = null;
  installState.canPrompt = false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function dismissIosHint(): void {
  installState.iosHintDismissed = true;
  // Storage refused (private mode): dismissed for this visit only.
  writeLocal(IOS_HINT_DISMISSED_KEY, '1');
}

export function listenForInstallPrompt(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: our button offers the install.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    installState.canPrompt = true;
  });
  target.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installState.canPrompt = false;
    installState.installed = true;
  });
  // Storage refused: the hint shows until dismissed in this visit.
  installState.iosHintDismissed = readLocal(IOS_HINT_DISMISSED_KEY) === '1';
}

if (typeof window !== 'undefined') listenForInstallPrompt(window);
