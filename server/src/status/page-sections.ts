/**
 * The status page's sections made from the status tables (issue 34), written
 * into the server's no-script /status page (monitor/status-page.ts): the
 * components with their state, 90-day uptime and daily bars, "mining is not
 * affected", open and upcoming maintenance, and incidents with every update.
 * In the reader's language (page-text.ts); times in UTC, the page having no
 * script to learn the reader's zone (the .ics download gives a calendar the
 * window to show in it).
 */
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { STATUS_PAGE_PATH } from '../../../src/config/monitor.js';
import { STATUS_COMPONENTS } from '../../../src/config/status-components.js';
import { miningUnaffected, uptimePercent, type DayUptime } from '../../../src/config/status-uptime.js';
import { fill, type StatusPageText } from './page-text.js';
import type { StatusNow } from './summary.js';

/** The sections' own rules, added to the page's one style element (allowed by its hash). */
export const SECTIONS_STYLE = `.components li{display:block}.component{display:flex;justify-content:space-between}
.bars{display:flex;gap:1px;height:1.5rem;margin:.25rem 0}.bars span{flex:1}.bar-up{background:#2e9d5b}.bar-minor{background:#e0a800}
.bar-major{background:#c62828}.bar-none{background:#dde1e7}.state-operational{color:#0d5a2b}.state-degraded,.state-partial_outage{color:#6b4a00}
.state-major_outage{color:#8a1111}.state-under_maintenance{color:#1f4fd1}.note{padding:.75rem 1rem;background:#e8eefc;border-radius:.5rem}
article{margin:0 0 1rem;padding:0 0 .5rem;border-bottom:1px solid #dde1e7}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}h3{font-size:1rem;margin:.5rem 0}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function barClass(bar: DayUptime): string {
  if (bar.uptime === null) return 'bar-none';
  if (bar.uptime >= 0.999) return 'bar-up';
  return bar.uptime >= 0.99 ? 'bar-minor' : 'bar-major';
}

function bars(list: readonly DayUptime[], text: StatusPageText): string {
  const spans = list
    .map((b) => `<span class="${barClass(b)}" title="${day(b.day)}: ${b.uptime === null ? escape(text.noData) : `${(100 * b.uptime).toFixed(2)} %`}"></span>`)
    .join('');
  return `<div class="bars" aria-hidden="true">${spans}</div>`;
}

function components(status: StatusNow, text: StatusPageText): string {
  const rows = STATUS_COMPONENTS.map((c) => {
    const state = status.states[c];
    const uptime = uptimePercent(status.bars[c]);
    const figure = uptime === null ? text.noData : fill(text.uptime, { percent: uptime.toFixed(2) });
    return `<li data-component="${c}" data-state="${state}"><div class="component"><span>${escape(text.components[c])}</span><span class="state-${state}">${escape(text.states[state])}</span></div>${bars(status.bars[c], text)}<small>${escape(figure)}</small></li>`;
  }).join('');
  const mining = miningUnaffected(status.states) ? `<p class="note" data-mining-unaffected>${escape(text.miningUnaffected)}</p>` : '';
  return `<h2>${escape(text.componentsHeading)}</h2>${mining}<ul class="components">${rows}</ul>`;
}

function maintenanceLine(m: StatusMaintenance, now: number, text: StatusPageText): string {
  const duration =
    m.ends !== null
      ? fill(text.until, { time: utc(m.ends) })
      : m.expectedMinMinutes === null
        ? fill(text.minutes, { max: m.expectedMaxMinutes ?? 0 })
        : fill(text.minutesRange, { min: m.expectedMinMinutes, max: m.expectedMaxMinutes ?? 0 });
  const open = m.starts <= now ? ` (${text.inProgress})` : '';
  const affected = m.components.map((c) => text.components[c]).join(', ');
  return `<article id="maintenance-${m.id}" data-maintenance="${m.id}"><h3>${escape(m.title + open)}</h3><p>${utc(m.starts)}, ${escape(duration)}. ${escape(`${text.affected}: ${affected}`)}</p>${m.message ? `<p>${escape(m.message)}</p>` : ''}<p><a href="${STATUS_PAGE_PATH}/maintenance/${m.id}.ics">${escape(text.addToCalendar)}</a></p></article>`;
}

function incidentBlock(i: StatusIncident, text: StatusPageText): string {
  const updates = [...i.updates]
    .reverse()
    .map((u) => `<p><strong>${escape(text.incidentStates[u.state])}</strong> <small>${utc(u.created)}</small><br>${escape(u.message)}</p>`)
    .join('');
  const affected = i.components.map((c) => `${text.components[c.component]} (${text.states[c.impact]})`).join(', ');
  const postmortem = i.postmortemUrl ? `<p><a href="${escape(i.postmortemUrl)}" rel="noopener">${escape(text.postmortem)}</a></p>` : '';
  return `<article id="incident-${i.id}" data-incident="${i.id}" data-incident-state="${i.state}"><h3>${escape(i.title)}</h3><p><small>${escape(`${text.affected}: ${affected}`)}</small></p>${updates}${postmortem}</article>`;
}

export function renderStatusSections(status: StatusNow, text: StatusPageText): string {
  const open = status.incidents.filter((i) => i.resolved === null);
  const past = status.incidents.filter((i) => i.resolved !== null);
  const windows = status.maintenance.filter((m) => m.cancelled === null);
  const heading = (words: string) => `<h2>${escape(words)}</h2>`;
  return [
    components(status, text),
    open.length ? heading(text.currentIncidents) + open.map((i) => incidentBlock(i, text)).join('') : '',
    windows.length ? heading(text.scheduledMaintenance) + windows.map((m) => maintenanceLine(m, status.now, text)).join('') : '',
    heading(text.pastIncidents) + (past.length ? past.map((i) => incidentBlock(i, text)).join('') : `<p>${escape(text.noIncidents)}</p>`),
  ].join('');
}
