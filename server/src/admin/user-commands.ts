/**
 * Users from the command line, until the sign-in pages exist: create a user
 * (with the personal organization every user owns) and print a one-time
 * sign-in link carrying a login token in its hash.
 */
import type { Db } from '../db/db.js';
import { createUser, findUserByEmail } from '../users/users.js';
import { createLoginToken, LOGIN_TOKEN_TTL_MS } from '../users/login.js';
import { CommandError } from './commands.js';

/** The hash parameter the web app exchanges for a session (POST api/v2/auth/useLoginToken/{token}). */
export const LOGIN_TOKEN_HASH_PARAM = 'loginToken';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface LoginLink {
  userId: string;
  organizationId?: string;
  email: string;
  loginLink: string;
  expiresInMinutes: number;
}

export function loginLinkFor(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/#${LOGIN_TOKEN_HASH_PARAM}=${token}`;
}

export async function createUserWithLink(
  db: Db,
  input: { email: string; firstName?: string; lastName?: string },
  baseUrl: string,
  now: number,
): Promise<LoginLink> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new CommandError(`"${input.email}" is not an e-mail address`);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new CommandError(`A user with e-mail ${email} exists; use: user login-link --email ${email}`);
    const created = await createUser(tx, { ...input, email });
    const token = await createLoginToken(tx, created.userId, now);
    return {
      ...created,
      email,
      loginLink: loginLinkFor(baseUrl, token),
      expiresInMinutes: LOGIN_TOKEN_TTL_MS / 60_000,
    };
  });
}

export async function newLoginLink(db: Db, email: string, baseUrl: string, now: number): Promise<LoginLink> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandError(`No user with e-mail ${email}; create one with: user create --email ${email}`);
  const token = await createLoginToken(db, user.id, now);
  return {
    userId: user.id,
    email: email.trim().toLowerCase(),
    loginLink: loginLinkFor(baseUrl, token),
    expiresInMinutes: LOGIN_TOKEN_TTL_MS / 60_000,
  };
}

export function loginLinkText(link: LoginLink, created: boolean): string {
  return [
    created ? `User ${link.email} created with a personal organization (${link.organizationId}).` : `Sign-in link for ${link.email}.`,
    `Open this link within ${link.expiresInMinutes} minutes to sign in (it works once):`,
    `  ${link.loginLink}`,
  ].join('\n');
}
