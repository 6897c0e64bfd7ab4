/** How long ago, as Intl.RelativeTimeFormat wants it: the largest unit that fits, negative for the past. */
export function relativeTime(createdTs: number, nowMs: number): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const seconds = Math.round((createdTs - nowMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return { value: seconds, unit: 'second' };
  if (abs < 3600) return { value: Math.round(seconds / 60), unit: 'minute' };
  if (abs < 86_400) return { value: Math.round(seconds / 3600), unit: 'hour' };
  return { value: Math.round(seconds / 86_400), unit: 'day' };
}
