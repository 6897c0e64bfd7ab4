/**
 * Where error reports go: to the configured SENTRY_DSN, or, with none, into
 * the database (bounded) for `npm run admin -- errors list`. The browser's
 * envelopes arrive through the tunnel route; the server's own 5xx answers and
 * start-up crashes are turned into envelopes here, so both take one path.
 */
import { randomUUID } from 'node:crypto';
import { LOCAL_MONITOR_DSN } from '../../../src/config/monitor.js';
import { ERROR_STORE_LIMITS } from '../../../src/config/limits.js';
import { parseSentryDsn } from './dsn.js';
import type { ErrorReportRepository, ErrorReportSource } from '../repositories/error-reports.js';
import { EnvelopeError, eventTitle, parseEnvelope, sameDsn, serializeEnvelope, type Envelope } from './envelope.js';
import { scrubValue } from '../lib/scrub.js';

export type SinkOutcome = 'stored' | 'forwarded' | 'ignored';

export interface ErrorSink {
  /** The DSN the browser must use: the configured one, else the local one. */
  readonly dsn: string;
  readonly environment: string;
  /** Throws EnvelopeError on a malformed envelope or one for another DSN. */
  acceptEnvelope(bytes: Buffer): Promise<SinkOutcome>;
  reportServerError(error: unknown, source: Exclude<ErrorReportSource, 'browser'>, extra?: Record<string, unknown>): Promise<void>;
}

export interface ErrorSinkOptions {
  sentryDsn: string | undefined;
  environment: string;
  reports: ErrorReportRepository;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Only events are kept or forwarded: sessions and client reports would be usage tracking (docs/monitoring.md). */
const KEPT_ITEM_TYPES = new Set(['event']);

export function createErrorSink(options: ErrorSinkOptions): ErrorSink {
  const dsn = options.sentryDsn ?? LOCAL_MONITOR_DSN;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  async function deliver(envelope: Envelope, source: ErrorReportSource): Promise<SinkOutcome> {
    const items = envelope.items
      .filter((item) => KEPT_ITEM_TYPES.has(String(item.header.type)))
      .map((item) => ({ header: item.header, payload: scrubValue(item.payload) }));
    if (items.length === 0) return 'ignored';
    const clean: Envelope = { header: { ...(scrubValue(envelope.header) as object), dsn }, items };
    if (options.sentryDsn) {
      const { origin, projectId } = parseSentryDsn(options.sentryDsn);
      const response = await doFetch(`${origin}/api/${projectId}/envelope/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: serializeEnvelope(clean).toString('utf8'),
      });
      if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
      return 'forwarded';
    }
    for (const item of items) {
      await options.reports.add({ source, title: eventTitle(item.payload), body: item.payload }, ERROR_STORE_LIMITS.reportsKept);
    }
    return 'stored';
  }

  return {
    dsn,
    environment: options.environment,
    async acceptEnvelope(bytes) {
      const envelope = parseEnvelope(bytes);
      if (!sameDsn(envelope.header.dsn, dsn)) throw new EnvelopeError('The envelope is for another DSN');
      return deliver(envelope, 'browser');
    },
    async reportServerError(error, source, extra = {}) {
      const e = error instanceof Error ? error : new Error(String(error));
      const event = {
        event_id: randomUUID().replace(/-/g, ''),
        timestamp: now() / 1000,
        platform: 'node',
        level: source === 'startup' ? 'fatal' : 'error',
        environment: options.environment,
        logger: source,
        exception: { values: [{ type: e.name, value: e.message, stacktrace: { frames: stackFrames(e.stack) } }] },
        extra,
      };
      await deliver({ header: { dsn }, items: [{ header: { type: 'event' }, payload: event }] }, source);
    },
  };
}

/** Sentry wants frames oldest first; a plain string list is enough to read. */
function stackFrames(stack: string | undefined): Array<{ function: string }> {
  return (stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => ({ function: line.trim().replace(/^at /, '') }))
    .reverse();
}
