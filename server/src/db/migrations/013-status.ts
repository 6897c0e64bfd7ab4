/**
 * The status page's one source of truth (issue 34), shared by every server on
 * the database: incidents with the components they touch and their updates,
 * scheduled maintenance, and the self-checks each server makes once a
 * minute: the minutes a check failed (one row per check and minute, however
 * many servers saw it fail) and when measuring began.
 *
 * A maintenance window changing tells the other servers through the change
 * channel under 'flags', since an open window sets IS_MAINTENANCE.
 */
export default /* sql */ `
CREATE TABLE status_incidents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  -- [{"component": "marketplace", "impact": "major_outage"}, ...]
  components jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('investigating', 'identified', 'monitoring', 'resolved')),
  postmortem_url text,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz,
  CHECK ((state = 'resolved') = (resolved_at IS NOT NULL))
);
CREATE INDEX status_incidents_open ON status_incidents (created_at) WHERE resolved_at IS NULL;

CREATE TABLE status_incident_updates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  incident_id integer NOT NULL REFERENCES status_incidents (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('investigating', 'identified', 'monitoring', 'resolved')),
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX status_incident_updates_incident ON status_incident_updates (incident_id, created_at);

CREATE TABLE status_maintenance (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  message text NOT NULL DEFAULT '',
  components text[] NOT NULL,
  starts_at timestamptz NOT NULL,
  -- Either an end, or an expected duration range in minutes (the window stays open until start + the longest).
  ends_at timestamptz,
  expected_min_minutes integer,
  expected_max_minutes integer,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((ends_at IS NULL) = (expected_max_minutes IS NOT NULL)),
  CHECK (expected_min_minutes IS NULL OR (expected_min_minutes > 0 AND expected_min_minutes <= expected_max_minutes))
);
CREATE INDEX status_maintenance_starts ON status_maintenance (starts_at);

-- Only the minutes a check failed: a minute that passed carries nothing the bars need.
CREATE TABLE status_checks (
  check_name text NOT NULL,
  minute timestamptz NOT NULL,
  PRIMARY KEY (check_name, minute)
);
CREATE INDEX status_checks_minute ON status_checks (minute);

-- When the first self-check was recorded: the bars measure from then.
CREATE TABLE status_measuring (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  since timestamptz NOT NULL
);

CREATE TRIGGER status_maintenance_changed AFTER INSERT OR UPDATE OR DELETE ON status_maintenance
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_table('flags');
`;
