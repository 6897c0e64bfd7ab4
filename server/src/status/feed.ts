/**
 * The status page's Atom feed at /status/feed.xml (issue 34), written with
 * the `feed` library: one entry per incident, updated with each of its
 * updates (its content lists them all, newest first), and one per
 * maintenance window. Feed readers poll it; it is cached a few seconds.
 */
import { Feed } from 'feed';
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { BRAND } from '../../../src/config/brand.js';
import { STATUS_FEED_PATH, STATUS_PAGE_PATH } from '../../../src/config/monitor.js';
import { STATUS_COMPONENT_NAMES } from '../../../src/config/status-components.js';
import { windowEnd } from './summary.js';

const STATE_WORDS: Record<StatusIncident['state'], string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const names = (components: readonly string[]) => components.map((c) => STATUS_COMPONENT_NAMES[c as keyof typeof STATUS_COMPONENT_NAMES] ?? c).join(', ');

function incidentContent(i: StatusIncident): string {
  const updates = [...i.updates]
    .reverse()
    .map((u) => `<p><strong>${STATE_WORDS[u.state]}</strong> (${utc(u.created)}): ${escape(u.message)}</p>`)
    .join('');
  const affected = `<p>Affected: ${escape(names(i.components.map((c) => c.component)))}</p>`;
  const postmortem = i.postmortemUrl ? `<p><a href="${escape(i.postmortemUrl)}">Postmortem</a></p>` : '';
  return updates + affected + postmortem;
}

function maintenanceContent(m: StatusMaintenance): string {
  const duration =
    m.ends !== null ? `until ${utc(m.ends)}` : `expected ${m.expectedMinMinutes === null ? '' : `${m.expectedMinMinutes} to `}${m.expectedMaxMinutes} minutes`;
  const state = m.cancelled !== null ? '<p><strong>Cancelled</strong></p>' : '';
  return `${state}<p>From ${utc(m.starts)}, ${duration}.</p>${m.message ? `<p>${escape(m.message)}</p>` : ''}<p>Affected: ${escape(names(m.components))}</p>`;
}

/** The feed's XML; `base` is the site's public address. */
export function renderStatusFeed(incidents: readonly StatusIncident[], maintenance: readonly StatusMaintenance[], base: string, now: number): string {
  const site = base.replace(/\/$/, '');
  const page = `${site}${STATUS_PAGE_PATH}`;
  const entries = [
    ...incidents.map((i) => ({
      title: `${STATE_WORDS[i.state]}: ${i.title}`,
      id: `${page}#incident-${i.id}`,
      link: `${page}#incident-${i.id}`,
      date: new Date(i.updates.at(-1)?.created ?? i.created),
      published: new Date(i.created),
      content: incidentContent(i),
    })),
    ...maintenance.map((m) => ({
      title: `${m.cancelled !== null ? 'Cancelled maintenance' : 'Scheduled maintenance'}: ${m.title}`,
      id: `${page}#maintenance-${m.id}`,
      link: `${page}#maintenance-${m.id}`,
      date: new Date(m.cancelled ?? Math.min(m.starts, windowEnd(m))),
      published: new Date(m.starts),
      content: maintenanceContent(m),
    })),
  ].sort((a, b) => b.date.getTime() - a.date.getTime());
  const feed = new Feed({
    title: `${BRAND.name} status`,
    description: `Incidents and scheduled maintenance of ${BRAND.name}`,
    id: page,
    link: page,
    language: 'en',
    updated: new Date(entries[0]?.date.getTime() ?? now),
    generator: false,
    feedLinks: { atom: `${site}${STATUS_FEED_PATH}` },
    copyright: BRAND.name,
  });
  for (const entry of entries) feed.addItem(entry);
  return feed.atom1();
}
