/**
 * The status page's tables (issue 34, migration 013): incidents and their
 * updates, scheduled maintenance, and the self-checks recorded once a minute
 * (the failed minutes, and when measuring began).
 * Writes of several rows (an incident with its first update) run inside a
 * transaction the caller opens (status/incidents.ts).
 */
import type { Queryable } from '../db/types.js';
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import type { IncidentImpact, IncidentState, SelfCheck, StatusComponent } from '../../../src/config/status-components.js';
import type { FailedCheck } from '../../../src/config/status-uptime.js';

const MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;
const AT = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

const INCIDENT = `i.id, i.title, i.state, i.components, ${MS('i.created_at')} AS created,
  ${MS('i.resolved_at')} AS resolved, i.postmortem_url AS "postmortemUrl",
  COALESCE((SELECT json_agg(json_build_object('state', u.state, 'message', u.message, 'created', ${MS('u.created_at')}) ORDER BY u.created_at, u.id)
    FROM status_incident_updates u WHERE u.incident_id = i.id), '[]'::json) AS updates`;

const MAINTENANCE = `m.id, m.title, m.message, m.components, ${MS('m.starts_at')} AS starts, ${MS('m.ends_at')} AS ends,
  m.expected_min_minutes AS "expectedMinMinutes", m.expected_max_minutes AS "expectedMaxMinutes", ${MS('m.cancelled_at')} AS cancelled`;

/** Where a window ends: its end, or its start plus the longest expected duration. */
const WINDOW_END = `COALESCE(m.ends_at, m.starts_at + make_interval(mins => m.expected_max_minutes))`;

export interface NewIncident {
  title: string;
  components: ReadonlyArray<{ component: StatusComponent; impact: IncidentImpact }>;
  state: IncidentState;
  message: string;
  at: number;
}

export interface NewMaintenance {
  title: string;
  message: string;
  components: readonly StatusComponent[];
  starts: number;
  ends: number | null;
  expectedMinMinutes: number | null;
  expectedMaxMinutes: number | null;
  at: number;
}

/** Numbers arrive as float8 (epoch ms) and jsonb as objects; the drivers agree on both. */
const incidentRow = (row: StatusIncident): StatusIncident => ({ ...row, updates: row.updates ?? [] });

export function createStatusRepository(db: Queryable) {
  return {
    async openIncident(incident: NewIncident): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO status_incidents (title, components, state, created_at) VALUES ($1, $2::jsonb, $3, ${AT('$4')}) RETURNING id`,
        [incident.title, JSON.stringify(incident.components), incident.state, incident.at],
      );
      await db.query(`INSERT INTO status_incident_updates (incident_id, state, message, created_at) VALUES ($1, $2, $3, ${AT('$4')})`, [
        row!.id,
        incident.state,
        incident.message,
        incident.at,
      ]);
      return row!.id;
    },

    /** The incident's state, its row locked until the transaction ends; undefined when there is none. */
    async lockIncident(id: number): Promise<IncidentState | undefined> {
      const [row] = await db.query<{ state: IncidentState }>('SELECT state FROM status_incidents WHERE id = $1 FOR UPDATE', [id]);
      return row?.state;
    },

    /** Posts an update and moves the incident to its state (resolved: closed at `at`). */
    async addUpdate(id: number, update: { state: IncidentState; message: string; at: number; postmortemUrl?: string }): Promise<void> {
      await db.query(`INSERT INTO status_incident_updates (incident_id, state, message, created_at) VALUES ($1, $2, $3, ${AT('$4')})`, [
        id,
        update.state,
        update.message,
        update.at,
      ]);
      await db.query(
        `UPDATE status_incidents SET state = $2, resolved_at = CASE WHEN $2 = 'resolved' THEN ${AT('$3')} END,
           postmortem_url = COALESCE($4, postmortem_url) WHERE id = $1`,
        [id, update.state, update.at, update.postmortemUrl ?? null],
      );
    },

    async incident(id: number): Promise<StatusIncident | undefined> {
      const [row] = await db.query<StatusIncident>(`SELECT ${INCIDENT} FROM status_incidents i WHERE i.id = $1`, [id]);
      return row && incidentRow(row);
    },

    /** Open incidents and those resolved since `since`, newest first, at most `limit`. */
    async incidents(since: number, limit: number): Promise<StatusIncident[]> {
      const rows = await db.query<StatusIncident>(
        `SELECT ${INCIDENT} FROM status_incidents i WHERE i.resolved_at IS NULL OR i.resolved_at >= ${AT('$1')}
         ORDER BY i.created_at DESC, i.id DESC LIMIT $2`,
        [since, limit],
      );
      return rows.map(incidentRow);
    },

    async scheduleMaintenance(m: NewMaintenance): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO status_maintenance (title, message, components, starts_at, ends_at, expected_min_minutes, expected_max_minutes, created_at)
         VALUES ($1, $2, $3::text[], ${AT('$4')}, CASE WHEN $5::float8 IS NULL THEN NULL ELSE ${AT('$5')} END, $6, $7, ${AT('$8')}) RETURNING id`,
        [m.title, m.message, m.components, m.starts, m.ends, m.expectedMinMinutes, m.expectedMaxMinutes, m.at],
      );
      return row!.id;
    },

    async maintenance(id: number): Promise<StatusMaintenance | undefined> {
      const [row] = await db.query<StatusMaintenance>(`SELECT ${MAINTENANCE} FROM status_maintenance m WHERE m.id = $1`, [id]);
      return row;
    },

    /** Cancels a window not cancelled yet; false when there was none to cancel. */
    async cancelMaintenance(id: number, at: number): Promise<boolean> {
      const rows = await db.query(`UPDATE status_maintenance SET cancelled_at = ${AT('$2')} WHERE id = $1 AND cancelled_at IS NULL RETURNING id`, [id, at]);
      return rows.length > 0;
    },

    /** Windows ending after `from` (open or to come; cancelled ones too when asked), soonest first. */
    async maintenanceAfter(from: number, includeCancelled = false): Promise<StatusMaintenance[]> {
      return db.query<StatusMaintenance>(
        `SELECT ${MAINTENANCE} FROM status_maintenance m WHERE ${WINDOW_END} > ${AT('$1')} AND ($2 OR m.cancelled_at IS NULL)
         ORDER BY m.starts_at, m.id`,
        [from, includeCancelled],
      );
    },

    /** Windows that started since `since`, newest first (for `maintenance list` and the feed). */
    async maintenanceSince(since: number, limit: number): Promise<StatusMaintenance[]> {
      return db.query<StatusMaintenance>(
        `SELECT ${MAINTENANCE} FROM status_maintenance m WHERE m.starts_at >= ${AT('$1')} OR ${WINDOW_END} >= ${AT('$1')}
         ORDER BY m.starts_at DESC, m.id DESC LIMIT $2`,
        [since, limit],
      );
    },

    /**
     * Records one self-check for the minute starting at `minute`: a failure
     * as a row (once, whichever servers saw it), and the first record of all
     * as the start of measuring.
     */
    async recordCheck(check: SelfCheck, minute: number, ok: boolean): Promise<void> {
      await db.query(`INSERT INTO status_measuring (since) VALUES (${AT('$1')}) ON CONFLICT (only_row) DO NOTHING`, [minute]);
      if (!ok) {
        await db.query(`INSERT INTO status_checks (check_name, minute) VALUES ($1, ${AT('$2')}) ON CONFLICT (check_name, minute) DO NOTHING`, [check, minute]);
      }
    },

    /** The minutes a self-check failed since `since`. */
    failedChecks(since: number): Promise<FailedCheck[]> {
      return db.query<FailedCheck>(
        `SELECT check_name AS "check", ${MS('minute')} AS at FROM status_checks WHERE minute >= ${AT('$1')} ORDER BY minute, check_name`,
        [since],
      );
    },

    /** When the first self-check was recorded: measuring began then (null: never). */
    async firstCheck(): Promise<number | null> {
      const [row] = await db.query<{ at: number }>(`SELECT ${MS('since')} AS at FROM status_measuring`);
      return row?.at ?? null;
    },

    /** Drops failed minutes older than `before`; how many went. */
    async pruneChecks(before: number): Promise<number> {
      const rows = await db.query(`DELETE FROM status_checks WHERE minute < ${AT('$1')} RETURNING 1`, [before]);
      return rows.length;
    },
  };
}

export type StatusRepository = ReturnType<typeof createStatusRepository>;
