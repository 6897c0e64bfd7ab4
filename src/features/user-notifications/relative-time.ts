import { DAY_S, HOUR_S, MINUTE_S, SECOND_MS } from '../../config/time';

/** How long ago, as Intl.RelativeTimeFormat wants it: the largest unit that fits, negative for the past. */
export function relativeTime(createdTs: number, nowMs: number): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const seconds = Math.round((createdTs - nowMs) / SECOND_MS);
  const abs = Math.abs(seconds);
  if (abs < MINUTE_S) return { value: seconds, unit: 'second' };
  if (abs < HOUR_S) return { value: Math.round(seconds / MINUTE_S), unit: 'minute' };
  if (abs < DAY_S) return { value: Math.round(seconds / HOUR_S), unit: 'hour' };
  return { value: Math.round(seconds / DAY_S), unit: 'day' };
}
