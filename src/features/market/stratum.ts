/** Stratum addresses miners connect to: one per mining location (STRATUM_LOCATIONS, STRATUM_PORT). */
import { STRATUM_LOCATIONS, STRATUM_PORT } from '../../config/limits';
import { stratumHost } from '../../config/stratum';

export interface StratumAddress {
  label: string;
  location: string;
  url: string;
}

/** `stratum+tcp://<algo>.<location>.hashvale.example:9200` for every location. */
export function stratumAddresses(algorithm: string): StratumAddress[] {
  return STRATUM_LOCATIONS.map((location) => ({
    label: location.label,
    location: location.value,
    url: `stratum+tcp://${stratumHost(algorithm, location.value)}:${STRATUM_PORT}`,
  }));
}
