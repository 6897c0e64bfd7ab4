/**
 * Whether anyone is looking (spec section 4: idle after 10 minutes without
 * input). Background work — polling and live sockets — rests while the user
 * is *away*: the tab is hidden, or the idle watcher (features/system/
 * connectivity.ts watchIdle) has marked them idle. It resumes at once when
 * they come back. One mechanism for every poller: `presenceInterval` for a
 * timer, `browserPresence` for the live stream (lib/live/live-stream.ts).
 */

/** What a poller watches: away or not, and a way to hear of changes. The live stream's Visibility has this shape. */
export interface Presence {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

// -- Idle state (set by the idle watcher) --

let idle = false;
const idleListeners = new Set<() => void>();

export function isIdle(): boolean {
  return idle;
}

export function setIdle(value: boolean): void {
  if (idle === value) return;
  idle = value;
  for (const listener of [...idleListeners]) listener();
}

// -- Away: hidden or idle --

const documentHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export const browserPresence: Presence = {
  hidden: () => idle || documentHidden(),
  onChange(listener) {
    idleListeners.add(listener);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', listener);
    return () => {
      idleListeners.delete(listener);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', listener);
    };
  },
};

/**
 * Runs `run` every `everyMs` while the user is present; nothing while away;
 * once at once on coming back (the data shown is then stale), then every
 * `everyMs` again. The first run is the caller's. Returns the stopper.
 */
export function presenceInterval(run: () => void, everyMs: number, presence: Presence = browserPresence): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(run, everyMs);
  };
  const pause = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const stopWatching = presence.onChange(() => {
    if (presence.hidden()) pause();
    else if (!timer) {
      run();
      start();
    }
  });
  if (!presence.hidden()) start();
  return () => {
    pause();
    stopWatching();
  };
}
