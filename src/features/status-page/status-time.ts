/**
 * Times on the status page. The server renders them in UTC, written without
 * Intl (Node's and the browser's Intl data can differ, and hydration must
 * find the server's text); once hydrated they show in the reader's zone.
 */
import { DAY_MS } from '../../config/time';

/** "2026-11-28 12:00 UTC". */
export function utcTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "2026-11-28": a UTC day, as the daily bars are. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The start of each daily bar's UTC day: `count` days, the last one holding `generated`. */
export function barDays(generated: number, count: number): number[] {
  const today = Math.floor(generated / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) => today - (count - 1 - i) * DAY_MS);
}

/** An uptime share (0 to 1) as the page writes it: "99.52". */
export function percentText(share: number): string {
  return (100 * share).toFixed(2);
}
