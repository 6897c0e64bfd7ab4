/**
 * Server time for X-Time (spec sections 7 and 8): `GET api/v2/time` gives the
 * offset, trusted only when the call took under 60 s (a slower answer says
 * little about the time it was sent); a 412 asks for a resync, debounced by
 * 3 s so a burst of rejected calls costs one time call.
 */
import { TIME_OFFSET_TRUSTED_UNDER_MS, TIME_RESYNC_DEBOUNCE_MS } from '../../config/limits';

export interface Clock {
  /** Local time corrected by the offset: what X-Time carries. */
  now(): number;
  offsetMs(): number;
  /** Fetches the server time now; true when the offset was updated. */
  sync(): Promise<boolean>;
  /** Adopts a server time seen in an answer (a 412 body carries one). */
  adopt(serverTime: number, sentAt: number, receivedAt: number): boolean;
  /** Schedules a sync TIME_RESYNC_DEBOUNCE_MS after the last request for one; resolves when it ran. */
  resyncSoon(): Promise<boolean>;
}

export function createClock(fetchServerTime: () => Promise<number>, localNow: () => number = Date.now): Clock {
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Array<(updated: boolean) => void> = [];

  function adopt(serverTime: number, sentAt: number, receivedAt: number): boolean {
    const took = receivedAt - sentAt;
    if (!Number.isFinite(serverTime) || took >= TIME_OFFSET_TRUSTED_UNDER_MS) return false;
    // The server read its clock somewhere in between: the midpoint halves the error.
    offset = Math.round(serverTime - (sentAt + took / 2));
    return true;
  }

  async function sync(): Promise<boolean> {
    const sentAt = localNow();
    try {
      const serverTime = await fetchServerTime();
      return adopt(serverTime, sentAt, localNow());
    } catch {
      return false; // keep the last offset; the next 412 asks again
    }
  }

  function resyncSoon(): Promise<boolean> {
    if (timer) clearTimeout(timer);
    const done = new Promise<boolean>((resolve) => waiting.push(resolve));
    timer = setTimeout(() => {
      timer = undefined;
      const resolvers = waiting;
      waiting = [];
      void sync().then((updated) => resolvers.forEach((resolve) => resolve(updated)));
    }, TIME_RESYNC_DEBOUNCE_MS);
    return done;
  }

  return { now: () => localNow() + offset, offsetMs: () => offset, sync, adopt, resyncSoon };
}
