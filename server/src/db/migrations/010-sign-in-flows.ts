/**
 * Sign-in flows under way (sign-in/pending-flows.ts): kept in the database so
 * that with several servers on one PostgreSQL the provider's answer may reach
 * any of them. Keyed by a hash of the `state` sent to the provider; a row is
 * deleted when it is used, and old ones when flows start.
 */
export default /* sql */ `
CREATE TABLE sign_in_flows (
  state_hash text PRIMARY KEY,
  button text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  binding text NOT NULL,
  preferences jsonb,
  started_at timestamptz NOT NULL
);
CREATE INDEX sign_in_flows_started ON sign_in_flows (started_at);
`;
