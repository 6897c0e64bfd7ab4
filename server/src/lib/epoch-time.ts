/** A client's from/to: epoch seconds or milliseconds, told apart by size (docs/api.md). */
import { SECOND_MS } from '../../../src/config/time.js';

/** A from/to at or above this is read as epoch milliseconds, below it as epoch seconds. */
export const MS_THRESHOLD = 1e11;

export function toMs(value: number): number {
  return value >= MS_THRESHOLD ? value : value * SECOND_MS;
}
