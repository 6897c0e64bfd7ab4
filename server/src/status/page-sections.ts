/**
 * The status page's sections made from the status tables (issue 34), written
 * into the server's no-script /status page (monitor/status-page.ts): the
 * components with their state, 90-day uptime and daily bars, "mining is not
 * affected", open and upcoming maintenance, and incidents with every update.
 * English, times in UTC (the page has no script to learn the reader's zone).
 */
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { STATUS_PAGE_PATH } from '../../../src/config/monitor.js';
import { STATUS_COMPONENT_NAMES, STATUS_COMPONENTS, type ComponentState } from '../../../src/config/status-components.js';
import { miningUnaffected, uptimePercent, type DayUptime } from '../../../src/config/status-uptime.js';
import type { StatusNow } from './summary.js';

export const STATE_LABELS: Readonly<Record<ComponentState, string>> = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
};

const INCIDENT_STATE_LABELS: Readonly<Record<StatusIncident['state'], string>> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

/** The sections' own rules, added to the page's one style element (allowed by its hash). */
export const SECTIONS_STYLE = `.components li{display:block}.component{display:flex;justify-content:space-between}
.bars{display:flex;gap:1px;height:1.5rem;margin:.25rem 0}.bars span{flex:1}.bar-up{background:#2e9d5b}.bar-minor{background:#e0a800}
.bar-major{background:#c62828}.bar-none{background:#dde1e7}.state-operational{color:#0d5a2b}.state-degraded,.state-partial_outage{color:#6b4a00}
.state-major_outage{color:#8a1111}.state-under_maintenance{color:#1f4fd1}.note{padding:.75rem 1rem;background:#e8eefc;border-radius:.5rem}
article{margin:0 0 1rem;padding:0 0 .5rem;border-bottom:1px solid #dde1e7}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}h3{font-size:1rem;margin:.5rem 0}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const names = (list: readonly string[]) => list.map((c) => STATUS_COMPONENT_NAMES[c as keyof typeof STATUS_COMPONENT_NAMES] ?? c).join(', ');

function barClass(bar: DayUptime): string {
  if (bar.uptime === null) return 'bar-none';
  if (bar.uptime >= 0.999) return 'bar-up';
  return bar.uptime >= 0.99 ? 'bar-minor' : 'bar-major';
}

function bars(list: readonly DayUptime[]): string {
  const spans = list
    .map((b) => `<span class="${barClass(b)}" title="${day(b.day)}: ${b.uptime === null ? 'no data' : `${(100 * b.uptime).toFixed(2)} %`}"></span>`)
    .join('');
  return `<div class="bars" aria-hidden="true">${spans}</div>`;
}

function components(status: StatusNow): string {
  const rows = STATUS_COMPONENTS.map((c) => {
    const state = status.states[c];
    const uptime = uptimePercent(status.bars[c]);
    const figure = uptime === null ? 'no data yet' : `${uptime.toFixed(2)} % uptime over 90 days`;
    return `<li data-component="${c}" data-state="${state}"><div class="component"><span>${escape(STATUS_COMPONENT_NAMES[c])}</span><span class="state-${state}">${STATE_LABELS[state]}</span></div>${bars(status.bars[c])}<small>${figure}</small></li>`;
  }).join('');
  const mining = miningUnaffected(status.states) ? '<p class="note" data-mining-unaffected>Mining is not affected.</p>' : '';
  return `<h2>Components</h2>${mining}<ul class="components">${rows}</ul>`;
}

function maintenanceLine(m: StatusMaintenance, now: number): string {
  const duration = m.ends !== null ? `until ${utc(m.ends)}` : `${m.expectedMinMinutes === null ? '' : `${m.expectedMinMinutes} to `}${m.expectedMaxMinutes} minutes`;
  const open = m.starts <= now ? ' (in progress)' : '';
  return `<article id="maintenance-${m.id}" data-maintenance="${m.id}"><h3>${escape(m.title)}${open}</h3><p>${utc(m.starts)}, ${duration}. ${escape(names(m.components))}</p>${m.message ? `<p>${escape(m.message)}</p>` : ''}<p><a href="${STATUS_PAGE_PATH}/maintenance/${m.id}.ics">Add to calendar (.ics)</a></p></article>`;
}

function incidentBlock(i: StatusIncident): string {
  const updates = [...i.updates]
    .reverse()
    .map((u) => `<p><strong>${INCIDENT_STATE_LABELS[u.state]}</strong> <small>${utc(u.created)}</small><br>${escape(u.message)}</p>`)
    .join('');
  const affected = i.components.map((c) => `${STATUS_COMPONENT_NAMES[c.component]} (${STATE_LABELS[c.impact].toLowerCase()})`).join(', ');
  const postmortem = i.postmortemUrl ? `<p><a href="${escape(i.postmortemUrl)}" rel="noopener">Postmortem</a></p>` : '';
  return `<article id="incident-${i.id}" data-incident="${i.id}" data-incident-state="${i.state}"><h3>${escape(i.title)}</h3><p><small>${escape(affected)}</small></p>${updates}${postmortem}</article>`;
}

export function renderStatusSections(status: StatusNow): string {
  const open = status.incidents.filter((i) => i.resolved === null);
  const past = status.incidents.filter((i) => i.resolved !== null);
  const windows = status.maintenance.filter((m) => m.cancelled === null);
  return [
    components(status),
    open.length ? `<h2>Current incidents</h2>${open.map(incidentBlock).join('')}` : '',
    windows.length ? `<h2>Scheduled maintenance</h2>${windows.map((m) => maintenanceLine(m, status.now)).join('')}` : '',
    `<h2>Past incidents</h2>${past.length ? past.map(incidentBlock).join('') : '<p>No incidents in the last 90 days.</p>'}`,
  ].join('');
}
