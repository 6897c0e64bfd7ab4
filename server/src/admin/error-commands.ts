/**
 * `errors list` and `errors show ID`: the error reports kept in the database
 * when no SENTRY_DSN is configured (docs/monitoring.md).
 */
import type { Queryable } from '../db/types.js';
import { createRepositories } from '../repositories/index.js';
import type { ErrorReport, ErrorReportSummary } from '../repositories/error-reports.js';
import { CommandError } from './command-error.js';

export const ERRORS_LISTED = 50;

export function listErrorReports(db: Queryable): Promise<ErrorReportSummary[]> {
  return createRepositories(db).errorReports.list(ERRORS_LISTED);
}

export async function showErrorReport(db: Queryable, id: number): Promise<ErrorReport> {
  const report = await createRepositories(db).errorReports.find(id);
  if (!report) throw new CommandError(`No error report with id ${id} (see: errors list)`);
  return report;
}

export function errorListText(reports: readonly ErrorReportSummary[]): string {
  if (reports.length === 0) return 'No error reports kept.';
  const lines = reports.map((r) => `${String(r.id).padEnd(6)}  ${r.receivedAt}  ${r.source.padEnd(7)}  ${r.title}`);
  return [`${'ID'.padEnd(6)}  ${'RECEIVED'.padEnd(20)}  SOURCE   TITLE`, ...lines].join('\n');
}

interface EventShape {
  contexts?: { react?: { componentStack?: string } };
  request?: { url?: string };
  breadcrumbs?: unknown[] | { values?: unknown[] };
}

export function errorReportText(report: ErrorReport): string {
  const event = (report.body ?? {}) as EventShape;
  const lines = [`#${report.id}  ${report.receivedAt}  ${report.source}`, report.title];
  if (event.request?.url) lines.push(`URL: ${event.request.url}`);
  const chain = event.contexts?.react?.componentStack;
  if (chain)
    lines.push(
      'Component chain:',
      ...chain
        .split('\n')
        .map((l) => l.trimEnd())
        .filter(Boolean),
    );
  lines.push('', JSON.stringify(report.body, null, 2));
  return lines.join('\n');
}
