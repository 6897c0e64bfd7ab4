/**
 * The browser's install offer, caught from the page's start. Chromium fires
 * `beforeinstallprompt` once, whenever it decides the app is installable,
 * often before the footer's install offer is drawn (on a page of islands, it
 * hydrates when the footer comes near: docs/rendering.md). Caught here, the
 * offer keeps it until a button uses it. No dependencies: the islands script
 * loads this before any island, without React or the store.
 */

/** Not in TypeScript's DOM library (a Chromium extension). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface CaughtPrompt {
  /** The offer not used yet, if the browser made one. */
  event: BeforeInstallPromptEvent | null;
  installed: boolean;
}

const caught: CaughtPrompt = { event: null, installed: false };
const listeners = new Set<() => void>();
const listening = new WeakSet<Window>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Starts catching on `target` (once per window). */
export function catchInstallPrompt(target: Window): void {
  if (listening.has(target)) return;
  listening.add(target);
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: our button offers the install.
    event.preventDefault();
    caught.event = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    caught.event = null;
    caught.installed = true;
    changed();
  });
}

export function caughtPrompt(): Readonly<CaughtPrompt> {
  return caught;
}

/** The offer, once: whoever takes it opens the browser's dialog with it. */
export function takePrompt(): BeforeInstallPromptEvent | null {
  const event = caught.event;
  caught.event = null;
  if (event) changed();
  return event;
}

export function onPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
