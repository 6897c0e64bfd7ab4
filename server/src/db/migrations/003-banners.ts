/** Announcement banners shown above the web app's pages (GET main/api/v2/public/banners). */
export default /* sql */ `
CREATE TABLE banners (
  id text PRIMARY KEY,
  text text NOT NULL,
  url text,
  kind text NOT NULL DEFAULT 'info' CHECK (kind IN ('info', 'warning')),
  dismissible boolean NOT NULL DEFAULT true,
  -- Shown from starts_at (inclusive) until ends_at (exclusive); NULL is open-ended.
  starts_at timestamptz,
  ends_at timestamptz,
  position integer NOT NULL DEFAULT 0
);
`;
