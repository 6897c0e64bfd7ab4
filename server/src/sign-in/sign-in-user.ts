/**
 * After a provider vouched for an e-mail: the user with that e-mail, or a new
 * one (with the personal organization every user owns) unless registration
 * is closed, and a one-time login token the browser exchanges for a session
 * (the same exchange as the admin command's login links).
 */
import type { Db } from '../db/db.js';
import { createRepositories } from '../repositories/index.js';
import { createLoginToken } from '../users/login.js';
import { addSampleNotifications } from '../users/sample-notifications.js';
import { addSampleAccount } from '../users/sample-account.js';
import type { VerifiedIdentity } from './id-token.js';

export type SignInOutcome = { kind: 'token'; token: string; created: boolean; userId: string } | { kind: 'registrationClosed' };

export interface ProvidedName {
  firstName?: string;
  lastName?: string;
}

/** "Ada King Lovelace" -> Ada / King Lovelace. */
export function splitName(name: string): ProvidedName {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) };
}

export async function signInUser(
  db: Db,
  identity: VerifiedIdentity,
  options: {
    registrationOpen: boolean;
    nowMs: number;
    /** Give a new user the sample notifications and wallet (SEED_SAMPLE_DATA); a real deployment's users start empty. */
    sampleData: boolean;
    name?: ProvidedName;
    /** A new user's settings: the language and currency the visitor was using (visitor-preferences.ts). */
    preferences?: { language: string; currency: string };
  },
): Promise<SignInOutcome> {
  return db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const existing = await repos.users.findByEmail(identity.email);
    if (existing) {
      return { kind: 'token', token: await createLoginToken(repos.sessions, existing.id, options.nowMs), created: false, userId: existing.id };
    }
    if (!options.registrationOpen) return { kind: 'registrationClosed' };
    const name = options.name?.firstName ? options.name : splitName(identity.name);
    const created = await repos.users.create({ email: identity.email, ...name, ...options.preferences });
    if (options.sampleData) {
      await addSampleNotifications(repos.notifications, created.userId, options.nowMs);
      await addSampleAccount(repos, created.organizationId, options.nowMs);
    }
    return { kind: 'token', token: await createLoginToken(repos.sessions, created.userId, options.nowMs), created: true, userId: created.userId };
  });
}
