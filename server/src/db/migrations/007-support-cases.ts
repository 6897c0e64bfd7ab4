/**
 * Support cases (issue 16, docs/api.md "Support cases"): a case belongs to an
 * organization and was opened by one of its users; its thread is messages by
 * the USER side or by STAFF (the admin CLI). Idempotency: a case is stored
 * once per (organization, X-Request-Id), a message once per (case,
 * X-Request-Id); the unique constraints decide even between two concurrent
 * requests. Attachments live in the database (bytea) like the forms' ones:
 * they are small (UPLOAD_LIMITS), go with the database's backups, and need no
 * second place to clean up when a case or an organization is deleted.
 */
export default /* sql */ `
CREATE TABLE support_cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What people quote ("#1001"); one sequence for every organization.
  number integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  request_id text NOT NULL,
  subject text NOT NULL,
  category text NOT NULL,
  sub_category text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, request_id)
);
CREATE INDEX support_cases_org ON support_cases (organization_id, updated_at DESC);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order of the thread, even for two messages in one millisecond.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  case_id uuid NOT NULL REFERENCES support_cases(id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('USER', 'STAFF')),
  author_name text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  text text NOT NULL,
  -- Null for the first message (the case's own key) and for staff messages.
  request_id text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- STAFF messages: when a user of the organization first opened them (unreadStaffReplies).
  read_at timestamptz,
  UNIQUE (case_id, request_id)
);
CREATE INDEX support_messages_case ON support_messages (case_id, seq);

CREATE TABLE support_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES support_messages(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL
);
CREATE INDEX support_attachments_message ON support_attachments (message_id, position);
`;
