/**
 * Public forms (docs/forms.md): submissions stored once per idempotency key
 * (X-Request-Id) with their checked attachments, captcha payloads already
 * used, newsletter subscriptions with double opt-in, the mail outbox (used
 * when no SMTP_URL is set), used platform unsubscribe tokens, and the
 * server's signing secrets for captchas and tokens.
 */
export default /* sql */ `
CREATE TABLE form_submissions (
  id uuid PRIMARY KEY,
  request_id text NOT NULL UNIQUE,
  form text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  address text NOT NULL,
  email text,
  fields jsonb NOT NULL,
  marketing jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX form_submissions_form ON form_submissions (form, received_at DESC);

CREATE TABLE form_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL
);

CREATE TABLE captcha_uses (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE subscriptions (
  email text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  verify_token_hash text NOT NULL UNIQUE,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  marketing jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text
);

CREATE TABLE platform_unsubscribes (
  token_id text PRIMARY KEY,
  organization_id uuid NOT NULL,
  user_id uuid NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
`;
