/**
 * The profitability calculator's devices (docs/sample-data.md): `speeds` is
 * JSON text of speeds per algorithm in each algorithm's mining unit, `power`
 * watts, `paying` the BTC/day of the device's most profitable algorithm.
 */
import type { Device as ApiDevice } from '../../config/api/reference';

/** A device as profcalc/devices sends it (the contract's). */
export type { ApiDevice };

/** A device with its speeds parsed. */
export interface Device extends Omit<ApiDevice, 'speeds'> {
  /** Speed per algorithm (upper-case name), in the algorithm's mining unit. */
  speeds: Record<string, number>;
}

/** The speeds text parsed; anything that is not a positive number is dropped. */
export function parseSpeeds(text: string): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0),
  );
}
