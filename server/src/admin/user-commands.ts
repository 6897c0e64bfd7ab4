/**
 * Users from the command line: create a user (with the personal organization
 * every user owns) and print a one-time sign-in link carrying a login token in
 * its hash.
 */
import type { Db } from '../db/db.js';
import { createRepositories } from '../repositories/index.js';
import { ORGANIZATION_COLORS } from '../repositories/users.js';
import { createLoginToken } from '../users/login.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';
import { addSampleNotifications } from '../users/sample-notifications.js';
import { addSampleAccount } from '../users/sample-account.js';
import { CommandError } from './command-error.js';
import { MINUTE_MS } from '../../../src/config/time.js';
import { LOGIN_TOKEN_HASH_PARAM } from '../../../src/config/login-link.js';

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
    const repos = createRepositories(tx);
    if (await repos.users.findByEmail(email)) throw new CommandError(`A user with e-mail ${email} exists; use: user login-link --email ${email}`);
    const created = await repos.users.create({ ...input, email });
    // A new user, however made, finds the sample notifications and wallet (as after a provider's sign-in).
    await addSampleNotifications(repos.notifications, created.userId, now);
    await addSampleAccount(repos, created.organizationId, now);
    const token = await createLoginToken(repos.sessions, created.userId, now);
    return {
      ...created,
      email,
      loginLink: loginLinkFor(baseUrl, token),
      expiresInMinutes: SIGN_IN_LIMITS.loginTokenTtlMs / MINUTE_MS,
    };
  });
}

export async function newLoginLink(db: Db, email: string, baseUrl: string, now: number): Promise<LoginLink> {
  const repos = createRepositories(db);
  const user = await repos.users.findByEmail(email);
  if (!user) throw new CommandError(`No user with e-mail ${email}; create one with: user create --email ${email}`);
  const token = await createLoginToken(repos.sessions, user.id, now);
  return {
    userId: user.id,
    email: email.trim().toLowerCase(),
    loginLink: loginLinkFor(baseUrl, token),
    expiresInMinutes: SIGN_IN_LIMITS.loginTokenTtlMs / MINUTE_MS,
  };
}

export function loginLinkText(link: LoginLink, created: boolean): string {
  return [
    created ? `User ${link.email} created with a personal organization (${link.organizationId}).` : `Sign-in link for ${link.email}.`,
    `Open this link within ${link.expiresInMinutes} minutes to sign in (it works once):`,
    `  ${link.loginLink}`,
  ].join('\n');
}

export interface CreatedOrganization {
  id: string;
  name: string;
  type: 'BUSINESS' | 'SUB_ACCOUNT';
  email: string;
}

/** A BUSINESS or SUB_ACCOUNT organization owned by the user with `email`, coloured from the palette. */
export async function createOrganizationForUser(db: Db, email: string, name: string, type: 'BUSINESS' | 'SUB_ACCOUNT'): Promise<CreatedOrganization> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const user = await repos.users.findByEmail(address);
    if (!user) throw new CommandError(`No user with e-mail ${address}; create one with: user create --email ${address}`);
    const count = (await repos.organizations.list()).length;
    const org = await repos.organizations.createOwned(user.id, type, name, ORGANIZATION_COLORS[count % ORGANIZATION_COLORS.length]!);
    return { id: org.id, name: org.name, type, email: address };
  });
}

/** The categories of the notifications table (spec section 3). */
export const NOTIFICATION_CATEGORIES = ['HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE'] as const;

export async function sendNotification(
  db: Db,
  input: { email: string; category: string; title: string; text?: string; link?: string },
): Promise<{ id: string; email: string }> {
  const address = input.email.trim().toLowerCase();
  const repos = createRepositories(db);
  const user = await repos.users.findByEmail(address);
  if (!user) throw new CommandError(`No user with e-mail ${address}`);
  const id = await repos.notifications.add(user.id, { category: input.category, title: input.title, text: input.text, link: input.link });
  return { id, email: address };
}
