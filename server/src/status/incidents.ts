/**
 * What staff do to the status page (issue 34), for the admin commands
 * (admin/status-commands.ts): open, update and resolve an incident, schedule
 * and cancel maintenance. Input a person typed is checked here and refused
 * with one line (StatusInputError); each change is one transaction, so a
 * refused or failed command leaves nothing half-written.
 */
import type { Db } from '../db/db.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import {
  INCIDENT_IMPACTS,
  isStatusComponent,
  STATUS_COMPONENTS,
  type IncidentImpact,
  type IncidentState,
  type StatusComponent,
} from '../../../src/config/status-components.js';

/** Input staff can fix: the admin command prints the message alone. */
export class StatusInputError extends Error {
  override readonly name = 'StatusInputError';
}

export interface StatusStore {
  db: Db;
}

function inTransaction<T>(store: StatusStore, work: (repos: Repositories) => Promise<T>): Promise<T> {
  return store.db.transaction((tx) => work(createRepositories(tx)));
}

function unknownComponent(name: string): StatusInputError {
  return new StatusInputError(`Unknown component "${name}"; the components are ${STATUS_COMPONENTS.join(', ')}`);
}

/** "marketplace:major_outage,payouts" (a component alone: a major outage), each component once. */
export function parseIncidentComponents(list: string): Array<{ component: StatusComponent; impact: IncidentImpact }> {
  const seen = new Set<string>();
  return list.split(',').map((item) => {
    const [name = '', impact = 'major_outage', extra] = item.trim().split(':');
    if (!isStatusComponent(name)) throw unknownComponent(name);
    if (extra !== undefined || !(INCIDENT_IMPACTS as readonly string[]).includes(impact)) {
      throw new StatusInputError(`Unknown impact "${item.trim()}"; write component:impact with an impact among ${INCIDENT_IMPACTS.join(', ')}`);
    }
    if (seen.has(name)) throw new StatusInputError(`Component "${name}" is named twice`);
    seen.add(name);
    return { component: name, impact: impact as IncidentImpact };
  });
}

/** "payouts,wallet", each component once. */
export function parseComponents(list: string): StatusComponent[] {
  const names = list.split(',').map((n) => n.trim());
  for (const name of names) if (!isStatusComponent(name)) throw unknownComponent(name);
  if (new Set(names).size !== names.length) throw new StatusInputError('A component is named twice');
  return names as StatusComponent[];
}

/** "now", or a time with its zone (2026-07-04T10:30+02:00, 2026-07-04T08:30Z), as epoch ms. */
export function parseTime(value: string, option: string, now: number): number {
  if (value === 'now') return now;
  const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/i.test(value);
  const ms = Date.parse(value);
  if (!hasZone || !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) || Number.isNaN(ms)) {
    throw new StatusInputError(`--${option} must be "now" or a time with its zone, such as 2026-07-04T10:30+02:00, got "${value}"`);
  }
  return ms;
}

/** "45-90" or "60" minutes: the expected duration range. */
export function parseDuration(value: string): { min: number | null; max: number } {
  const match = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(value.trim());
  const [min, max] = match ? [Number(match[1]), match[2] === undefined ? undefined : Number(match[2])] : [0, 0];
  if (!match || min <= 0 || (max !== undefined && max < min)) {
    throw new StatusInputError(`--duration must be minutes, one number or a range such as 45-90 (the shorter first), got "${value}"`);
  }
  return max === undefined ? { min: null, max: min } : { min, max };
}

export interface OpenIncidentInput {
  title: string;
  components: string;
  message: string;
  state: IncidentState;
}

export async function openIncident(store: StatusStore, input: OpenIncidentInput, now: number): Promise<StatusIncident> {
  const components = parseIncidentComponents(input.components);
  if (input.state === 'resolved') throw new StatusInputError('A new incident cannot start resolved');
  return inTransaction(store, async (repos) => {
    const id = await repos.status.openIncident({ title: input.title, components, state: input.state, message: input.message, at: now });
    return (await repos.status.incident(id))!;
  });
}

export interface IncidentUpdateInput {
  id: number;
  state: IncidentState;
  message: string;
  postmortemUrl?: string;
}

/** Posts an update (resolved: closes it); an incident already resolved takes no more. */
export function updateIncident(store: StatusStore, input: IncidentUpdateInput, now: number): Promise<StatusIncident> {
  return inTransaction(store, async (repos) => {
    const state = await repos.status.lockIncident(input.id);
    if (state === undefined) throw new StatusInputError(`No incident ${input.id}`);
    if (state === 'resolved') throw new StatusInputError(`Incident ${input.id} is resolved already and takes no more updates`);
    await repos.status.addUpdate(input.id, { state: input.state, message: input.message, at: now, postmortemUrl: input.postmortemUrl });
    return (await repos.status.incident(input.id))!;
  });
}

export interface ScheduleInput {
  title: string;
  message: string;
  components: string;
  start: string;
  end?: string;
  duration?: string;
}

export async function scheduleMaintenance(store: StatusStore, input: ScheduleInput, now: number): Promise<StatusMaintenance> {
  const components = parseComponents(input.components);
  const starts = parseTime(input.start, 'start', now);
  if ((input.end === undefined) === (input.duration === undefined)) throw new StatusInputError('Give either --end or --duration');
  const ends = input.end === undefined ? null : parseTime(input.end, 'end', now);
  if (ends !== null && ends <= starts) throw new StatusInputError('The end must be after the start');
  const duration = input.duration === undefined ? null : parseDuration(input.duration);
  if ((ends ?? starts + duration!.max * 60_000) <= now) throw new StatusInputError('That window would be over already');
  return inTransaction(store, async (repos) => {
    const id = await repos.status.scheduleMaintenance({
      title: input.title,
      message: input.message,
      components,
      starts,
      ends,
      expectedMinMinutes: duration?.min ?? null,
      expectedMaxMinutes: duration?.max ?? null,
      at: now,
    });
    return (await repos.status.maintenance(id))!;
  });
}

export function cancelMaintenance(store: StatusStore, id: number, now: number): Promise<StatusMaintenance> {
  return inTransaction(store, async (repos) => {
    if (!(await repos.status.cancelMaintenance(id, now))) {
      const found = await repos.status.maintenance(id);
      throw new StatusInputError(found ? `Maintenance ${id} is cancelled already` : `No maintenance ${id}`);
    }
    return (await repos.status.maintenance(id))!;
  });
}
