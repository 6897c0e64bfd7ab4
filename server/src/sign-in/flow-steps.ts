/**
 * The two halves of a sign-in flow that the redirect routes (plugin.ts) and
 * the Apple popup (popup-routes.ts) share: the provider's authorization URL
 * for a new flow, and the finish (code -> tokens, ID token verified, user
 * found or created, one-time login token). Whatever the way the provider's
 * answer arrives, it is checked by this one code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGN_IN_PATHS, type ButtonName, type SignInError } from '../../../src/config/sign-in.js';
import { IdTokenError, verifyIdToken } from './id-token.js';
import { codeChallenge, type PendingFlow, type PendingFlows } from './pending-flows.js';
import type { IdentityProvider } from './providers.js';
import { signInUser, splitName, type ProvidedName } from './sign-in-user.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

/** The cookie that ties a flow to the browser that started it. */
export const SIGN_IN_COOKIE = 'hv_signin';

/** How the provider hands its answer back: to the callback URL, or to the page that opened its popup. */
export type ResponseMode = 'query' | 'form_post' | 'web_message';

/** What the provider answered, however it arrived. */
export interface ProviderAnswer {
  state: string | null;
  code: string | null;
  error: string | null;
  /** Apple's `user` (the name, on the first sign-in only): JSON text or the object its JS gives. */
  user: unknown;
}

export type FlowOutcome = { ok: true; loginToken: string } | { ok: false; error: SignInError };

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The Set-Cookie value of the binding; max age 0 clears it. */
export function bindingCookie(value: string, secure: boolean, maxAgeS: number): string {
  // Apple's form_post is a cross-site POST: only a SameSite=None cookie comes with it, and that needs https.
  const site = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${SIGN_IN_COOKIE}=${value}; Path=/my/auth; HttpOnly; ${site}; Max-Age=${maxAgeS}`;
}

/** Apple sends the user's name once, on the first sign-in. */
function appleName(user: unknown): ProvidedName | undefined {
  let value = user;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const name = (value as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name;
  const first = typeof name?.firstName === 'string' ? name.firstName.slice(0, 100) : '';
  const last = typeof name?.lastName === 'string' ? name.lastName.slice(0, 100) : '';
  return first || last ? { firstName: first, lastName: last } : undefined;
}

const CANCELLED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize', 'popup_closed_by_user']);

export function flowSteps(app: FastifyInstance, providers: Record<ButtonName, IdentityProvider>, flows: PendingFlows) {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const redirectUri = (button: ButtonName) => `${base}${SIGN_IN_PATHS.callback(button)}`;

  async function tokenRequest(provider: IdentityProvider, form: URLSearchParams): Promise<unknown> {
    if (provider.kind === 'dev') {
      // Our own provider answers in process: no network, no dependence on PUBLIC_URL being reachable from here.
      const answer = await app.inject({
        method: 'POST',
        url: provider.tokenEndpoint,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      if (answer.statusCode !== 200) throw new Error(`token endpoint answered ${answer.statusCode}`);
      return answer.json();
    }
    const answer = await fetch(provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(SIGN_IN_LIMITS.tokenRequestTimeoutMs),
    });
    if (!answer.ok) throw new Error(`token endpoint answered ${answer.status}`);
    return answer.json();
  }

  return {
    redirectUri,

    /** The provider's authorization URL for a flow just started. */
    authorizationUrl(button: ButtonName, state: string, flow: PendingFlow, responseMode: ResponseMode): string {
      const provider = providers[button];
      const url = new URL(provider.authorizationEndpoint);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri(button),
        scope: provider.scope,
        state,
        nonce: flow.nonce,
      };
      if (responseMode !== 'query') params.response_mode = responseMode;
      if (provider.pkce) Object.assign(params, { code_challenge: codeChallenge(flow.codeVerifier), code_challenge_method: 'S256' });
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },

    /** Checks the provider's answer against its flow and this browser, and signs the user in. */
    async finish(request: FastifyRequest, button: ButtonName, answer: ProviderAnswer): Promise<FlowOutcome> {
      const provider = providers[button];
      if (answer.error) return { ok: false, error: CANCELLED_ERRORS.has(answer.error) ? 'cancelled' : 'failed' };
      const flow = await flows.take(answer.state ?? '');
      if (!flow || flow.button !== button) return { ok: false, error: 'expired' };
      if (readCookie(request.headers.cookie, SIGN_IN_COOKIE) !== flow.binding) return { ok: false, error: 'expired' };
      if (!answer.code) return { ok: false, error: 'failed' };
      try {
        const form = new URLSearchParams({
          grant_type: 'authorization_code',
          code: answer.code,
          redirect_uri: redirectUri(button),
          client_id: provider.clientId,
          client_secret: await provider.clientSecret(),
        });
        if (provider.pkce) form.set('code_verifier', flow.codeVerifier);
        const tokens = (await tokenRequest(provider, form)) as { id_token?: unknown };
        if (typeof tokens.id_token !== 'string') throw new Error('no id_token in the token answer');
        const identity = await verifyIdToken(tokens.id_token, {
          issuer: provider.issuer,
          audience: provider.clientId,
          nonce: flow.nonce,
          keys: provider.keys,
          now: app.now(),
        });
        const outcome = await signInUser(app.db, identity, {
          registrationOpen: !app.systemFlags.isOn('DISABLE_REGISTRATION'),
          nowMs: app.now(),
          sampleData: app.config.seedSampleData,
          name: appleName(answer.user) ?? splitName(identity.name),
          preferences: flow.preferences,
        });
        if (outcome.kind === 'registrationClosed') return { ok: false, error: 'registrationClosed' };
        request.log.info({ provider: provider.kind, created: outcome.created }, 'sign-in');
        return { ok: true, loginToken: outcome.token };
      } catch (error) {
        // The reason only: tokens and codes stay out of the log.
        const reason = error instanceof IdTokenError ? `id token: ${error.reason}` : (error as Error).message;
        request.log.warn({ provider: provider.kind, reason }, 'sign-in failed');
        return { ok: false, error: 'failed' };
      }
    },
  };
}

export type FlowSteps = ReturnType<typeof flowSteps>;

/** Where the browser goes after a flow: the login page with the token in its hash, or with the error. */
export function landingOf(outcome: FlowOutcome): string {
  return outcome.ok ? `${SIGN_IN_PATHS.loginPage}#loginToken=${outcome.loginToken}` : `${SIGN_IN_PATHS.loginPage}?error=${outcome.error}`;
}
