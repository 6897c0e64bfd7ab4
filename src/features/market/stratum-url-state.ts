/**
 * The stratum generator's inputs in its query string, so a link opens it
 * filled in (algorithm pages link here with ?algorithm=<name>):
 * algorithm, location (eu-west, usa-west), protocol (tcp, ssl), address, worker.
 */
import { STRATUM_LOCATIONS } from '../../config/limits';
import { DEFAULT_WORKER, type StratumProtocol } from './stratum-config';

export interface StratumForm {
  /** Upper-case algorithm name; '' until one is chosen. */
  algorithm: string;
  location: string;
  protocol: StratumProtocol;
  address: string;
  worker: string;
}

const LOCATIONS: readonly string[] = STRATUM_LOCATIONS.map((l) => l.value);

export function parseStratumQuery(search: string): StratumForm {
  const query = new URLSearchParams(search);
  const location = query.get('location') ?? '';
  return {
    algorithm: (query.get('algorithm') ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9_]/g, '')
      .slice(0, 40),
    location: LOCATIONS.includes(location) ? location : LOCATIONS[0]!,
    protocol: query.get('protocol') === 'ssl' ? 'ssl' : 'tcp',
    address: (query.get('address') ?? '').slice(0, 100),
    worker: (query.get('worker') ?? DEFAULT_WORKER).slice(0, 32),
  };
}

/** The query string (without "?"); defaults are left out. */
export function writeStratumQuery(form: StratumForm): string {
  const query = new URLSearchParams();
  if (form.algorithm) query.set('algorithm', form.algorithm.toLowerCase());
  if (form.location !== LOCATIONS[0]) query.set('location', form.location);
  if (form.protocol !== 'tcp') query.set('protocol', form.protocol);
  if (form.address) query.set('address', form.address);
  if (form.worker !== DEFAULT_WORKER) query.set('worker', form.worker);
  return query.toString();
}
