/**
 * Sign-in with Google or Apple (OpenID Connect, authorization code flow),
 * docs/auth.md. Browser navigations, not API calls, so they sit outside the
 * API scope and its contract table:
 *
 *   GET  /my/auth/{google|apple}/start     state, nonce and PKCE; off to the provider
 *   GET  /my/auth/{google|apple}/callback  the provider's answer (Apple: POST, form_post)
 *
 * The callback swaps the code for tokens, verifies the ID token (id-token.ts),
 * finds or creates the user by verified e-mail and lands the browser on
 * /my/login#loginToken=..., which the app exchanges for a session. Failures
 * land on /my/login?error=<code>. With a client id missing, the development
 * provider (dev-provider.ts) stands in behind the same code.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUTTONS, SIGN_IN_PATHS, type ButtonName, type SignInError } from '../../../src/config/sign-in.js';
import { mountDevProvider } from './dev-provider.js';
import { IdTokenError, verifyIdToken } from './id-token.js';
import { codeChallenge, PendingFlows, SIGN_IN_FLOW_TTL_MS } from './pending-flows.js';
import { identityProviders, needsDevProvider, type IdentityProvider } from './providers.js';
import { signInUser, splitName, type ProvidedName } from './sign-in-user.js';
import { visitorPreferences } from './visitor-preferences.js';

/** The cookie that ties a flow to the browser that started it. */
export const SIGN_IN_COOKIE = 'hv_signin';
/** How long we wait for a provider's token endpoint. */
const TOKEN_REQUEST_TIMEOUT_MS = 10_000;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function bindingCookie(value: string, secure: boolean, maxAgeS: number): string {
  // Apple's form_post is a cross-site POST: only a SameSite=None cookie comes with it, and that needs https.
  const site = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${SIGN_IN_COOKIE}=${value}; Path=/my/auth; HttpOnly; ${site}; Max-Age=${maxAgeS}`;
}

function formOrQuery(request: FastifyRequest): URLSearchParams {
  if (request.method === 'POST') return new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
  return new URLSearchParams(request.query as Record<string, string>);
}

/** Apple sends the user's name once, on the first sign-in, as JSON in `user`. */
function appleName(text: string | null): ProvidedName | undefined {
  if (!text) return undefined;
  try {
    const user = JSON.parse(text) as { name?: { firstName?: unknown; lastName?: unknown } };
    const first = typeof user.name?.firstName === 'string' ? user.name.firstName.slice(0, 100) : '';
    const last = typeof user.name?.lastName === 'string' ? user.name.lastName.slice(0, 100) : '';
    return first || last ? { firstName: first, lastName: last } : undefined;
  } catch {
    return undefined;
  }
}

export default async function signIn(app: FastifyInstance): Promise<void> {
  const config = app.config.signIn;
  const dev = needsDevProvider(config) ? await mountDevProvider(app) : undefined;
  const providers = identityProviders(config, dev);
  const flows = new PendingFlows(app.now);
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const secure = base.startsWith('https:');
  const redirectUri = (button: ButtonName) => `${base}${SIGN_IN_PATHS.callback(button)}`;

  const fail = (reply: FastifyReply, error: SignInError) =>
    reply.header('set-cookie', bindingCookie('', secure, 0)).header('cache-control', 'no-store').redirect(`${SIGN_IN_PATHS.loginPage}?error=${error}`, 303);

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
      signal: AbortSignal.timeout(TOKEN_REQUEST_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`token endpoint answered ${answer.status}`);
    return answer.json();
  }

  for (const button of BUTTONS) {
    const provider = providers[button];

    app.get(SIGN_IN_PATHS.start(button), async (request, reply) => {
      const { state, flow } = flows.start(button);
      // Read here, not at the callback: Apple's answer is a cross-site POST, which carries no Lax cookies.
      flow.preferences = visitorPreferences(request.headers);
      const url = new URL(provider.authorizationEndpoint);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri(button),
        scope: provider.scope,
        state,
        nonce: flow.nonce,
      };
      if (provider.responseMode === 'form_post') params.response_mode = 'form_post';
      if (provider.pkce) Object.assign(params, { code_challenge: codeChallenge(flow.codeVerifier), code_challenge_method: 'S256' });
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return reply
        .header('set-cookie', bindingCookie(flow.binding, secure, SIGN_IN_FLOW_TTL_MS / 1000))
        .header('cache-control', 'no-store')
        .redirect(url.toString(), 303);
    });

    app.route({
      method: ['GET', 'POST'],
      url: SIGN_IN_PATHS.callback(button),
      handler: async (request, reply) => {
        const params = formOrQuery(request);
        if (params.get('error')) return fail(reply, params.get('error') === 'access_denied' || params.get('error') === 'user_cancelled_authorize' ? 'cancelled' : 'failed');
        const flow = flows.take(params.get('state') ?? '');
        if (!flow || flow.button !== button) return fail(reply, 'expired');
        if (readCookie(request.headers.cookie, SIGN_IN_COOKIE) !== flow.binding) return fail(reply, 'expired');
        const code = params.get('code');
        if (!code) return fail(reply, 'failed');
        try {
          const form = new URLSearchParams({
            grant_type: 'authorization_code',
            code,
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
          const name = appleName(params.get('user')) ?? splitName(identity.name);
          const outcome = await signInUser(app.db, identity, {
            registrationOpen: !app.systemFlags.isOn('DISABLE_REGISTRATION'),
            nowMs: app.now(),
            name,
            preferences: flow.preferences,
          });
          if (outcome.kind === 'registrationClosed') return fail(reply, 'registrationClosed');
          request.log.info({ provider: provider.kind, created: outcome.created }, 'sign-in');
          return reply
            .header('set-cookie', bindingCookie('', secure, 0))
            .header('cache-control', 'no-store')
            .redirect(`${SIGN_IN_PATHS.loginPage}#loginToken=${outcome.token}`, 303);
        } catch (error) {
          // The reason only: tokens and codes stay out of the log.
          const reason = error instanceof IdTokenError ? `id token: ${error.reason}` : (error as Error).message;
          request.log.warn({ provider: provider.kind, reason }, 'sign-in failed');
          return fail(reply, 'failed');
        }
      },
    });
  }
}
