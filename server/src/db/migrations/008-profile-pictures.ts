/**
 * Profile pictures (POST api/v2/profile/picture): the checked image bytes,
 * served at api/v2/profile/picture/{id}. A new upload gets a new id, so the
 * URL of a picture never changes meaning and can be cached for good.
 */
export default /* sql */ `
CREATE TABLE profile_pictures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  mime_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_pictures_organization ON profile_pictures (organization_id);
`;
