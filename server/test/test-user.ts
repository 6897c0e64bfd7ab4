/**
 * A signed-in user for server tests: created as the admin command creates one
 * (with the personal organization and sample notifications), its login token
 * exchanged for an ACTIVE session, and a signed `inject` acting for it.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import { createUserWithLink } from '../src/admin/user-commands.js';
import { LOGIN_TOKEN_HASH_PARAM } from '../../src/config/login-link.js';
import { signedInject } from './signed-inject.js';

export interface TestUserInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export async function signInTestUser(app: FastifyInstance, db: Db, user: TestUserInput, nowMs: number = app.now()) {
  const link = await createUserWithLink(db, user, 'http://localhost', nowMs);
  const token = new URL(link.loginLink).hash.slice(`#${LOGIN_TOKEN_HASH_PARAM}=`.length);
  const res = await app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${token}` });
  if (res.statusCode !== 200) throw new Error(`login token exchange answered ${res.statusCode}: ${res.body}`);
  const session = res.json() as { loginSessionId: string; secretToken: string; loginSessionStatus: string };
  const creds = { key: session.loginSessionId, secret: session.secretToken, organizationId: link.organizationId! };
  return { link, token, session, creds, call: signedInject(app, creds) };
}
