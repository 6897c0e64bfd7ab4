/** Users, their organizations' profiles, sign-in (login tokens and sessions), notifications, activity. */
export default /* sql */ `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en',
  currency text NOT NULL DEFAULT 'USD',
  two_factor_verification_enabled boolean NOT NULL DEFAULT false,
  otp_enabled boolean NOT NULL DEFAULT false,
  -- The client's own settings, stored as the JSON text it sent (POST api/v2/profile/meta).
  meta text NOT NULL DEFAULT '{}',
  profile_settings jsonb NOT NULL DEFAULT '{}',
  eligible_for_inactivity_fee boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE organizations
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN nickname text NOT NULL DEFAULT '',
  ADD COLUMN first_name text NOT NULL DEFAULT '',
  ADD COLUMN last_name text NOT NULL DEFAULT '',
  ADD COLUMN organization_color text NOT NULL DEFAULT '',
  ADD COLUMN profile_picture_url text NOT NULL DEFAULT '',
  ADD COLUMN two_factor_verification_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN otp_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN properties jsonb NOT NULL DEFAULT '{}';

CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('OWNER', 'ADMIN', 'MEMBER')),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'INVITED', 'DISABLED')),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user ON organization_members (user_id);

-- One-time sign-in links. Only a hash of the token is stored.
CREATE TABLE login_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A signed-in browser: its id and secret sign requests like an API key's.
CREATE TABLE login_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_token text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX login_sessions_user ON login_sessions (user_id);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN
    ('HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE')),
  title text NOT NULL,
  text text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz,
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC);

CREATE TABLE activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  type text NOT NULL,
  description text NOT NULL DEFAULT '',
  meta jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_org ON activity (organization_id, created_at DESC);
`;
