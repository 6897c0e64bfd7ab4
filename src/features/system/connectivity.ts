/**
 * Idle (spec section 4: idle after 10 minutes without input). The watcher
 * takes the event target so tests can drive it, and returns its uninstaller.
 * Idleness goes to `systemState.idle` (for components) and to lib/presence.ts,
 * where every poller and live socket reads it and rests while idle.
 * Online or not is the browser's own state (src/lib/online.ts).
 */
import { IDLE_AFTER_MS } from '../../config/limits';
import { setIdle } from '../../lib/presence';
import { systemState } from './state';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** What counts as input: anything a present user does. */
export const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function markIdle(idle: boolean): void {
  systemState.idle = idle;
  setIdle(idle);
}

export function watchIdle(target: Target, now: () => number = Date.now): () => void {
  let lastInput = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number) => {
    timer = setTimeout(check, delay);
  };
  const check = () => {
    const quiet = now() - lastInput;
    if (quiet >= IDLE_AFTER_MS) {
      markIdle(true);
      timer = undefined;
    } else schedule(IDLE_AFTER_MS - quiet);
  };
  // Input only records the time (pointermove fires constantly); the timer
  // re-checks when the quiet period could have ended.
  const onInput = () => {
    lastInput = now();
    if (systemState.idle) markIdle(false);
    if (!timer) schedule(IDLE_AFTER_MS);
  };
  markIdle(false);
  schedule(IDLE_AFTER_MS);
  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, { passive: true } as AddEventListenerOptions);
  return () => {
    if (timer) clearTimeout(timer);
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput);
  };
}
