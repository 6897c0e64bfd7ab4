/**
 * A maintenance window as an iCalendar event (RFC 5545), the status page's
 * ".ics" download (issue 34): a calendar shows it in the reader's own time
 * zone. Written by hand: one event, a few properties, escaped and folded as
 * the RFC asks.
 */
import type { StatusMaintenance } from '../../../src/config/api/status.js';
import { BRAND } from '../../../src/config/brand.js';
import { STATUS_COMPONENT_NAMES } from '../../../src/config/status-components.js';
import { windowEnd } from './summary.js';

/** UTC date-time: 20260704T083000Z. */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  return [...parts, current].join('\r\n ');
}

export function maintenanceIcs(m: StatusMaintenance, host: string, now: number): string {
  const components = m.components.map((c) => STATUS_COMPONENT_NAMES[c]).join(', ');
  const duration = m.ends === null ? `Expected ${m.expectedMinMinutes === null ? '' : `${m.expectedMinMinutes} to `}${m.expectedMaxMinutes} minutes. ` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND.name}//Status//EN`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:maintenance-${m.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(m.starts)}`,
    `DTEND:${stamp(windowEnd(m))}`,
    `SUMMARY:${text(`${BRAND.name} maintenance: ${m.title}`)}`,
    `DESCRIPTION:${text(`${duration}${components}.${m.message ? ` ${m.message}` : ''}`)}`,
    m.cancelled === null ? 'STATUS:CONFIRMED' : 'STATUS:CANCELLED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
