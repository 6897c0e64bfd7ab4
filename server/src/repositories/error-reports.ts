/**
 * Error reports kept in the database when no SENTRY_DSN is configured; the
 * admin commands `errors list` and `errors show ID` read them. Bounded: each
 * insert drops what lies beyond the newest `keep` rows.
 */
import type { Queryable } from '../db/types.js';

export type ErrorReportSource = 'browser' | 'server' | 'startup';

export interface ErrorReportSummary {
  id: number;
  receivedAt: string;
  source: ErrorReportSource;
  title: string;
}

export interface ErrorReport extends ErrorReportSummary {
  body: unknown;
}

const COLUMNS = `id, to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "receivedAt", source, title`;

export function createErrorReportRepository(db: Queryable) {
  return {
    async add(report: { source: ErrorReportSource; title: string; body: unknown }, keep: number): Promise<number> {
      const [row] = await db.query<{ id: number }>('INSERT INTO error_reports (source, title, body) VALUES ($1, $2, $3::jsonb) RETURNING id', [
        report.source,
        report.title,
        JSON.stringify(report.body),
      ]);
      await db.query(`DELETE FROM error_reports WHERE id <= (SELECT id FROM error_reports ORDER BY id DESC OFFSET $1 LIMIT 1)`, [keep]);
      return row!.id;
    },

    /** Newest first. */
    list(limit: number): Promise<ErrorReportSummary[]> {
      return db.query<ErrorReportSummary>(`SELECT ${COLUMNS} FROM error_reports ORDER BY id DESC LIMIT $1`, [limit]);
    },

    async find(id: number): Promise<ErrorReport | undefined> {
      const [row] = await db.query<ErrorReport>(`SELECT ${COLUMNS}, body FROM error_reports WHERE id = $1`, [id]);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM error_reports');
      return row?.n ?? 0;
    },
  };
}

export type ErrorReportRepository = ReturnType<typeof createErrorReportRepository>;
