/**
 * E-mail subscribers to status updates (issue 34), with the newsletter's
 * double opt-in: pending until the mailed link is followed. Only the SHA-256
 * of each link's token is kept. The unsubscribe token is derived from the
 * address with a server secret, so every status mail can carry the link.
 */
export default /* sql */ `
CREATE TABLE status_subscribers (
  email text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  verify_token_hash text NOT NULL UNIQUE,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
CREATE INDEX status_subscribers_confirmed ON status_subscribers (email) WHERE status = 'confirmed';
`;
