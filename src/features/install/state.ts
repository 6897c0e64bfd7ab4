/**
 * The install offer. Chromium browsers fire `beforeinstallprompt` when the
 * app is installable; the event is kept (prompt-event.ts) so a button can
 * open the browser's install dialog later. It is caught from the moment this
 * module loads (the app bundle, before mount) or the islands script starts,
 * or an early event would be missed.
 */
import { proxy } from 'valtio';
import { IOS_HINT_DISMISSED_KEY, readLocal, writeLocal } from '../../lib/storage';
import { catchInstallPrompt, caughtPrompt, onPromptChange, takePrompt } from './prompt-event';

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

// -- Actions --

/** Opens the browser's install dialog; the offer is used up whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = takePrompt();
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function dismissIosHint(): void {
  installState.iosHintDismissed = true;
  // Storage refused (private mode): dismissed for this visit only.
  writeLocal(IOS_HINT_DISMISSED_KEY, '1');
}

/** Mirrors the caught offer into the store. */
function syncPrompt(): void {
  const { event, installed } = caughtPrompt();
  installState.canPrompt = event !== null;
  if (installed) installState.installed = true;
}

export function listenForInstallPrompt(target: Window): void {
  catchInstallPrompt(target);
  onPromptChange(syncPrompt);
  syncPrompt();
  // Storage refused: the hint shows until dismissed in this visit.
  installState.iosHintDismissed = readLocal(IOS_HINT_DISMISSED_KEY) === '1';
}

if (typeof window !== 'undefined') listenForInstallPrompt(window);
