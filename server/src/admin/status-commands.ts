/**
 * `status incident open|update|resolve|list` and `status maintenance
 * schedule|cancel|list` (issue 34): rows of the command table, kept here so
 * the table stays readable. The work is status/incidents.ts; a refusal there
 * (unknown component, end before start, update of a resolved incident) is a
 * CommandError: one line, exit code 1, nothing written. Once a change is
 * written, its subscribers are mailed (status/subscribers.ts): an incident
 * opened, updated or resolved, maintenance scheduled.
 */
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { STATUS_UPTIME_DAYS } from '../../../src/config/limits.js';
import { INCIDENT_IMPACTS, OPEN_INCIDENT_STATES, STATUS_COMPONENTS, type IncidentState } from '../../../src/config/status-components.js';
import { cancelMaintenance, openIncident, scheduleMaintenance, StatusInputError, updateIncident } from '../status/incidents.js';
import { loadConfig } from '../config.js';
import { createMailer } from '../mail/mailer.js';
import { notifyStatusSubscribers, type StatusEvent } from '../status/subscribers.js';
import { CommandError } from './command-error.js';
import { command, oneOf, rowId, text, UsageError, type RunContext } from './command-spec.js';
import { DAY_MS } from '../../../src/config/time.js';

/** How many incidents and windows the list commands show. */
export const STATUS_LISTED = 50;
const TITLE_MAX = 200;
const MESSAGE_MAX = 5000;

const now = (context: RunContext) => (context.now ?? Date.now)();
const iso = (ms: number) => new Date(ms).toISOString().replace(/:\d\d\.\d{3}Z$/, 'Z');

/** Runs the work, turning input staff can fix into a one-line CommandError; then tells a running server (flags, caches). */
async function statusWork<T>(context: RunContext, work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof StatusInputError) throw new CommandError(error.message);
    throw error;
  }
  await context.statusChanged?.();
  return result;
}

/**
 * Mails the subscribers about a change written; the line the command adds
 * (none without subscribers). The change stays written whatever the mail does:
 * a failure is said, not thrown.
 */
async function mailSubscribers(context: RunContext, event: StatusEvent): Promise<string> {
  let outcome: { sent: number; failed: number };
  try {
    const mailer = context.mailer ?? createMailer(loadConfig(), context.repos.subscriptions);
    const publicUrl = context.baseUrl ?? loadConfig().publicUrl;
    outcome = await notifyStatusSubscribers({ repos: context.repos, mailer, publicUrl }, event);
  } catch (error) {
    return `\n  mailing the subscribers failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  const { sent, failed } = outcome;
  if (sent + failed === 0) return '';
  return `\n  mailed ${sent} subscriber${sent === 1 ? '' : 's'}${failed ? `; ${failed} mail${failed === 1 ? '' : 's'} failed` : ''}`;
}

function postmortem(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--postmortem must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--postmortem must be an http(s) address, got "${value}"`);
  return url.href;
}

export function incidentText(i: StatusIncident): string {
  const components = i.components.map((c) => `${c.component} (${c.impact})`).join(', ');
  const head = `Incident ${i.id}  ${i.state.toUpperCase()}  ${i.title}\n  ${components}; opened ${iso(i.created)}${i.resolved === null ? '' : `, resolved ${iso(i.resolved)}`}`;
  const updates = i.updates.map((u) => `  ${iso(u.created)}  ${u.state}: ${u.message}`);
  return [head, ...updates, ...(i.postmortemUrl ? [`  postmortem: ${i.postmortemUrl}`] : [])].join('\n');
}

export function maintenanceText(m: StatusMaintenance): string {
  const until =
    m.ends !== null ? `until ${iso(m.ends)}` : `expected ${m.expectedMinMinutes === null ? '' : `${m.expectedMinMinutes} to `}${m.expectedMaxMinutes} minutes`;
  const cancelled = m.cancelled === null ? '' : `  CANCELLED ${iso(m.cancelled)}`;
  return `Maintenance ${m.id}  ${m.title}${cancelled}\n  ${m.components.join(', ')}; from ${iso(m.starts)}, ${until}${m.message ? `\n  ${m.message}` : ''}`;
}

const list = (items: readonly string[], none: string) => (items.length ? items.join('\n') : none);

const message = (value: string | undefined, what: string) => text(value, MESSAGE_MAX, `${what} needs --message <text> (1 to ${MESSAGE_MAX} characters)`);

export const STATUS_COMMANDS = {
  'status incident open': command({
    options: {
      title: { value: '<text>', required: true },
      components: { value: '<c[:impact],...>', required: true },
      message: { value: '<text>', required: true },
      state: { value: OPEN_INCIDENT_STATES.join('|') },
    },
    usage:
      `Open an incident on the status page (default state investigating). Components: ${STATUS_COMPONENTS.join(', ')}; ` +
      `impact ${INCIDENT_IMPACTS.join(', ')} (default major_outage).`,
    check: ({ options }) => ({
      title: text(options.title, TITLE_MAX, `status incident open needs --title <text> (1 to ${TITLE_MAX} characters)`),
      components: options.components!,
      message: message(options.message, 'status incident open'),
      state: oneOf(options.state, OPEN_INCIDENT_STATES, 'state') ?? 'investigating',
    }),
    run: async (input, context) => {
      const incident = await statusWork(context, () => openIncident(context, input, now(context)));
      const mailed = await mailSubscribers(context, { kind: 'incident', change: 'opened', incident });
      return { data: incident, text: incidentText(incident) + mailed };
    },
  }),
  'status incident update': command({
    args: ['<ID>'],
    options: { state: { value: OPEN_INCIDENT_STATES.join('|'), required: true }, message: { value: '<text>', required: true } },
    usage: 'Post an update to an open incident and move it to that state.',
    check: ({ args: [id], options }): { id: number; state: IncidentState; message: string } => ({
      id: rowId(id, 'status incident update needs an incident id'),
      state: oneOf(options.state, OPEN_INCIDENT_STATES, 'state')!,
      message: message(options.message, 'status incident update'),
    }),
    run: async (input, context) => {
      const incident = await statusWork(context, () => updateIncident(context, input, now(context)));
      const mailed = await mailSubscribers(context, { kind: 'incident', change: 'updated', incident });
      return { data: incident, text: incidentText(incident) + mailed };
    },
  }),
  'status incident resolve': command({
    args: ['<ID>'],
    options: { message: { value: '<text>' }, postmortem: { value: '<url>' } },
    usage: 'Resolve an incident (default message "Resolved."), optionally linking its postmortem.',
    check: ({ args: [id], options }): { id: number; message: string; postmortemUrl?: string } => ({
      id: rowId(id, 'status incident resolve needs an incident id'),
      message: options.message === undefined ? 'Resolved.' : message(options.message, 'status incident resolve'),
      postmortemUrl: postmortem(options.postmortem),
    }),
    run: async (input, context) => {
      const incident = await statusWork(context, () => updateIncident(context, { ...input, state: 'resolved' }, now(context)));
      const mailed = await mailSubscribers(context, { kind: 'incident', change: 'resolved', incident });
      return { data: incident, text: incidentText(incident) + mailed };
    },
  }),
  'status incident list': command({
    usage: `Open incidents and those resolved in the last ${STATUS_UPTIME_DAYS} days, newest first.`,
    check: () => ({}),
    run: async (_, context) => {
      const incidents = await context.repos.status.incidents(now(context) - STATUS_UPTIME_DAYS * DAY_MS, STATUS_LISTED);
      return { data: { incidents }, text: list(incidents.map(incidentText), 'No incidents.') };
    },
  }),
  'status maintenance schedule': command({
    options: {
      title: { value: '<text>', required: true },
      components: { value: '<c,...>', required: true },
      start: { value: 'now|<time with zone>', required: true },
      end: { value: '<time with zone>' },
      duration: { value: '<min[-max] minutes>' },
      message: { value: '<text>' },
    },
    usage: 'Schedule maintenance: an end, or an expected duration in minutes (45-90). While it is open the site is in maintenance (IS_MAINTENANCE).',
    check: ({ options }) => ({
      title: text(options.title, TITLE_MAX, `status maintenance schedule needs --title <text> (1 to ${TITLE_MAX} characters)`),
      components: options.components!,
      start: options.start!,
      end: options.end,
      duration: options.duration,
      message: options.message === undefined ? '' : message(options.message, 'status maintenance schedule'),
    }),
    run: async (input, context) => {
      const window = await statusWork(context, () => scheduleMaintenance(context, input, now(context)));
      const mailed = await mailSubscribers(context, { kind: 'maintenance', window });
      return { data: window, text: maintenanceText(window) + mailed };
    },
  }),
  'status maintenance cancel': command({
    args: ['<ID>'],
    usage: 'Cancel a maintenance window (an open one ends at once).',
    check: ({ args: [id] }) => ({ id: rowId(id, 'status maintenance cancel needs a maintenance id') }),
    run: async (input, context) => {
      const window = await statusWork(context, () => cancelMaintenance(context, input.id, now(context)));
      return { data: window, text: maintenanceText(window) };
    },
  }),
  'status maintenance list': command({
    usage: `Maintenance windows open, to come, or of the last ${STATUS_UPTIME_DAYS} days, newest first.`,
    check: () => ({}),
    run: async (_, context) => {
      const windows = await context.repos.status.maintenanceSince(now(context) - STATUS_UPTIME_DAYS * DAY_MS, STATUS_LISTED);
      return { data: { maintenance: windows }, text: list(windows.map(maintenanceText), 'No maintenance.') };
    },
  }),
};
