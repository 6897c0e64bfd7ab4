/**
 * The location nearer to a rig: the other one when its shares take long to
 * reach the pool, else the one nearer to the reader's time zone (the page
 * runs where the rig's owner is, most often beside the rig).
 */
import { STRATUM_DOCTOR_LIMITS, STRATUM_LOCATIONS } from '../../config/limits';
import { otherLocations, parseStratumHost, type StratumLocation } from '../../config/stratum';
import { mainEndpoint } from './corrections';
import type { DoctorEnv, Facts } from './types';

/** Zones nearer to USA-West than to Europe-West: the Americas, the Pacific and East Asia. */
const NEAR_USA_WEST =
  /^(?:America|Pacific|Australia|Antarctica|US|Canada|Brazil|Mexico|Chile)\/|^Asia\/(?:Tokyo|Seoul|Pyongyang|Shanghai|Hong_Kong|Macau|Taipei|Manila|Vladivostok|Magadan|Kamchatka|Sakhalin)$/;

export function locationNearZone(timeZone: string): StratumLocation {
  return NEAR_USA_WEST.test(timeZone) ? 'usa-west' : 'eu-west';
}

export function locationLabel(value: string): string {
  return STRATUM_LOCATIONS.find((l) => l.value === value)?.label ?? value;
}

/** The location to suggest, and the one the paste connects to (when it says). */
export function nearerLocation(facts: Facts, env: DoctorEnv): { nearer: string; current?: string } {
  const endpoint = mainEndpoint(facts);
  const current = endpoint ? parseStratumHost(endpoint.host)?.location : undefined;
  const slow = facts.latencyCount > 0 && facts.latencySumMs / facts.latencyCount >= STRATUM_DOCTOR_LIMITS.farLatencyMs;
  if (current && slow) return { nearer: otherLocations(current)[0] ?? current, current };
  return { nearer: locationNearZone(env.timeZone), current };
}
