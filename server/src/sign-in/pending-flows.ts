/**
 * Sign-in flows under way: for each `state` sent to a provider, the nonce and
 * PKCE verifier it must come back with, and the browser it must come back to
 * (a random value also set as a cookie, so a callback URL made in another
 * browser cannot sign this one in: login CSRF). Kept in this process's memory,
 * bounded and short-lived; a flow is used once. With several servers on one
 * PostgreSQL, the start and the callback must reach the same server
 * (docs/auth.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ButtonName } from '../../../src/config/sign-in.js';

/** A user has this long to finish signing in at the provider. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60_000;
/** At most this many flows at once; the oldest is dropped beyond it. */
export const MAX_PENDING_FLOWS = 10_000;

export interface PendingFlow {
  button: ButtonName;
  nonce: string;
  codeVerifier: string;
  /** The browser binding (the cookie's value). */
  binding: string;
  startedAtMs: number;
  /** The visitor's language and currency when the flow started: a new user's first settings. */
  preferences?: { language: string; currency: string };
}

const random = () => randomBytes(32).toString('base64url');

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class PendingFlows {
  private readonly flows = new Map<string, PendingFlow>();

  constructor(private readonly now: () => number) {}

  start(button: ButtonName): { state: string; flow: PendingFlow } {
    this.prune();
    const state = random();
    const flow: PendingFlow = { button, nonce: random(), codeVerifier: random(), binding: random(), startedAtMs: this.now() };
    this.flows.set(state, flow);
    while (this.flows.size > MAX_PENDING_FLOWS) this.flows.delete(this.flows.keys().next().value!);
    return { state, flow };
  }

  /** The flow of `state`, removed (a state works once); undefined when unknown or expired. */
  take(state: string): PendingFlow | undefined {
    const flow = this.flows.get(state);
    if (!flow) return undefined;
    this.flows.delete(state);
    return this.now() - flow.startedAtMs <= SIGN_IN_FLOW_TTL_MS ? flow : undefined;
  }

  get size(): number {
    return this.flows.size;
  }

  private prune(): void {
    const cutoff = this.now() - SIGN_IN_FLOW_TTL_MS;
    // Map order is insertion order: stop at the first flow still fresh.
    for (const [state, flow] of this.flows) {
      if (flow.startedAtMs >= cutoff) break;
      this.flows.delete(state);
    }
  }
}
