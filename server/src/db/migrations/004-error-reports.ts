/**
 * Error reports kept when no SENTRY_DSN is configured: envelopes from the
 * browser's tunnel, the server's own 5xx answers and start-up crashes. Bounded
 * (the oldest rows are dropped, repositories/error-reports.ts).
 */
export default /* sql */ `
CREATE TABLE error_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL CHECK (source IN ('browser', 'server', 'startup')),
  title text NOT NULL,
  -- The scrubbed report: the envelope's items as JSON.
  body jsonb NOT NULL
);
`;
