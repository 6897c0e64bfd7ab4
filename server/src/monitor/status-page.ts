/**
 * The service status page at /status: plain HTML rendered by the server, so
 * it works when the web app does not (the offline page links here). No
 * script at all; its one inline style is allowed by its hash in the page's
 * own Content-Security-Policy; it refreshes itself every 30 s. Below this
 * server's own checks come the status page's sections (status/page-sections.ts:
 * components, maintenance, incidents), absent when the database cannot be read.
 */
import { createHash } from 'node:crypto';
import { BRAND } from '../../../src/config/brand.js';
import { serviceStatusValue, STATUS_FEED_PATH, type MonitorItem } from '../../../src/config/monitor.js';
import { EN_TEXT, fill, type StatusPageText } from '../status/page-text.js';
import { SECTIONS_STYLE } from '../status/page-sections.js';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#14171f;background:#f6f7f9}
main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 1rem}
.value{padding:1rem;border-radius:.5rem;font-weight:600;margin:0 0 1.5rem}
.value--1{background:#e3f6ea;color:#0d5a2b}.value--0{background:#fff4d6;color:#6b4a00}.value---1{background:#fde5e5;color:#8a1111}
ul{list-style:none;padding:0;margin:0 0 1.5rem}li{display:flex;justify-content:space-between;padding:.5rem 0;border-bottom:1px solid #dde1e7}
.up{color:#0d5a2b}.down{color:#8a1111}small{color:#5a6270}a{color:#1f4fd1}
${SECTIONS_STYLE}`;

export const STATUS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `sections`: the status tables' part of the page, or undefined when they
 * could not be read; `text` and `lang`: the reader's language (status/page-text.ts).
 */
export function renderStatusPage(
  monitors: readonly MonitorItem[],
  checkedAt: number,
  sections: string | undefined,
  text: StatusPageText = EN_TEXT,
  lang = 'en',
): string {
  const value = serviceStatusValue(monitors.map((m) => m.status));
  const brand = escape(BRAND.name);
  const rows = monitors
    .map((m) => {
      const state = m.status === 0 ? `<span class="up">${escape(text.up)}</span>` : `<span class="down">${escape(text.down)}</span>`;
      const label = text.monitors[m.name as keyof StatusPageText['monitors']] ?? m.name;
      return `<li data-monitor="${escape(m.name)}"><span>${escape(label)}</span>${state}</li>`;
    })
    .join('');
  const checked = fill(escape(text.checked), { time: `${new Date(checkedAt).toISOString().replace('T', ' ').slice(0, 19)} UTC` });
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="30"><meta name="robots" content="noindex">
<title>${escape(text.title)} · ${brand}</title><style>${STYLE}</style>
<link rel="alternate" type="application/atom+xml" title="${escape(text.feed)}" href="${STATUS_FEED_PATH}"></head>
<body><main><h1>${fill(escape(text.heading), { brand })}</h1>
<p class="value value--${value}" data-status-value="${value}">${escape(text.summary[value])}</p>
${sections ?? `<p class="note">${escape(text.unreadable)}</p>`}
<h2>${escape(text.thisServer)}</h2><ul>${rows}</ul>
<p><small>${checked}</small></p>
<p><a href="${STATUS_FEED_PATH}">${escape(text.feed)}</a> · <a href="/">${fill(escape(text.back), { brand })}</a></p></main></body></html>`;
}
