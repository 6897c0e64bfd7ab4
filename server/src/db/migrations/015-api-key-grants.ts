/**
 * API keys made by users in settings (issue 31): a name (the admin CLI's
 * label), permissions, an IP allowlist and a revocation time. Keys that
 * existed before were all made by the admin CLI for development and tests:
 * they keep every permission they had. A revoked key stays as a row (its
 * nonces and any audit can still name it) but never signs again.
 */
export default /* sql */ `
ALTER TABLE api_keys ADD COLUMN permissions text[] NOT NULL DEFAULT ARRAY['read', 'organization:write'];
ALTER TABLE api_keys ALTER COLUMN permissions SET DEFAULT ARRAY['read'];
ALTER TABLE api_keys ADD COLUMN ip_allowlist text[] NOT NULL DEFAULT '{}';
ALTER TABLE api_keys ADD COLUMN revoked_at timestamptz;
ALTER TABLE api_keys ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX api_keys_organization_active ON api_keys (organization_id, created_at) WHERE revoked_at IS NULL;
`;
