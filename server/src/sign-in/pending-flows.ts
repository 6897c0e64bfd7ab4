/**
 * Sign-in flows under way: for each `state` sent to a provider, the nonce and
 * PKCE verifier it must come back with, and the browser it must come back to
 * (a random value also set as a cookie, so a callback URL made in another
 * browser cannot sign this one in: login CSRF). Kept in the database
 * (repositories/sign-in-flows.ts) under a hash of the state, so with several
 * servers on one PostgreSQL the provider's answer may reach any of them;
 * bounded, short-lived, and used once (the row is deleted as it is read, so
 * two servers cannot both take it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { BUTTONS, type ButtonName } from '../../../src/config/sign-in.js';
import type { SignInFlowRepository } from '../repositories/sign-in-flows.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

export interface PendingFlow {
  button: ButtonName;
  nonce: string;
  codeVerifier: string;
  /** The browser binding (the cookie's value). */
  binding: string;
  startedAtMs: number;
  /** The visitor's language and currency when the flow started: a new user's first settings. */
  preferences?: { language: string; currency: string } | undefined;
}

const random = () => randomBytes(32).toString('base64url');
const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class PendingFlows {
  constructor(
    private readonly store: SignInFlowRepository,
    private readonly now: () => number,
    private readonly max: number = SIGN_IN_LIMITS.maxPendingFlows,
  ) {}

  async start(button: ButtonName, preferences?: PendingFlow['preferences']): Promise<{ state: string; flow: PendingFlow }> {
    const state = random();
    const flow: PendingFlow = { button, nonce: random(), codeVerifier: random(), binding: random(), startedAtMs: this.now(), preferences };
    await this.store.add(hash(state), { ...flow, preferences: preferences ?? null }, flow.startedAtMs - SIGN_IN_LIMITS.flowTtlMs, this.max);
    return { state, flow };
  }

  /** The flow of `state`, removed (a state works once); undefined when unknown or expired. */
  async take(state: string): Promise<PendingFlow | undefined> {
    if (state === '') return undefined;
    const stored = await this.store.take(hash(state));
    if (!stored || !(BUTTONS as readonly string[]).includes(stored.button)) return undefined;
    if (this.now() - stored.startedAtMs > SIGN_IN_LIMITS.flowTtlMs) return undefined;
    return { ...stored, button: stored.button as ButtonName, preferences: stored.preferences ?? undefined };
  }

  /** How many flows are kept (for tests and the bound). */
  size(): Promise<number> {
    return this.store.count();
  }
}
