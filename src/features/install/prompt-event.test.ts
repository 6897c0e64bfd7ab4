import { describe, expect, it } from 'vitest';
import { catchInstallPrompt, caughtPrompt, onPromptChange, takePrompt } from './prompt-event';
import { installState, listenForInstallPrompt } from './state';

function promptEvent(): Event {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
}

describe('the install offer caught from the start', () => {
  it('keeps an offer made before the store and its button exist, and hands it over once', () => {
    const page = new EventTarget() as unknown as Window;
    catchInstallPrompt(page);
    const event = promptEvent();
    page.dispatchEvent(event);
    // The browser's own infobar is kept away; the offer waits for our button.
    expect(event.defaultPrevented).toBe(true);
    expect(caughtPrompt().event).toBe(event);

    // The footer's offer hydrates later (an island near the screen): the store starts from what was caught.
    listenForInstallPrompt(page);
    expect(installState.canPrompt).toBe(true);

    expect(takePrompt()).toBe(event);
    expect(takePrompt()).toBeNull();
    expect(installState.canPrompt).toBe(false);
  });

  it('tells its listeners, once per window however often it is asked to catch', () => {
    const page = new EventTarget() as unknown as Window;
    catchInstallPrompt(page);
    catchInstallPrompt(page);
    let calls = 0;
    const stop = onPromptChange(() => calls++);
    page.dispatchEvent(promptEvent());
    expect(calls).toBe(1);
    page.dispatchEvent(new Event('appinstalled'));
    expect(caughtPrompt()).toEqual({ event: null, installed: true });
    expect(installState.installed).toBe(true);
    stop();
  });
});
