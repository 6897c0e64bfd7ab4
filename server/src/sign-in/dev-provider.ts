// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the root tsconfig reaches this file through tests/ without server/src/types
/// <reference path="../types/oidc-provider.d.ts" />
/**
 * The development sign-in: a real OpenID provider (oidc-provider) mounted on
 * our own server at /my/auth/dev, used by the Google and Apple buttons when
 * their client ids are not configured, so sign-in works on a machine with no
 * internet. Its page says plainly what it is and asks only for an e-mail and
 * a name; it issues signed ID tokens that the same code as for Google and
 * Apple verifies (sign-in-routes.ts). Keys, clients and sessions live in this
 * process's memory and change at every start. oidc-provider (with its Koa
 * stack) is imported only when the provider is mounted: a server with Google
 * and Apple configured never loads it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { BRAND } from '../../../src/config/brand.js';
import { BUTTONS, SIGN_IN_PATHS } from '../../../src/config/sign-in.js';
import { SECURITY_HEADERS } from '../lib/security-headers.js';
import type { DevProviderHandle } from './providers.js';
import { HOUR_S, MINUTE_S } from '../../../src/config/time.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

export const DEV_CLIENT_ID = `${BRAND.slug}-dev-sign-in`;
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;

interface DevAccount {
  email: string;
  name: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(action: string, standingInFor: string, error?: string, email = '', name = ''): string {
  const brand = escapeHtml(BRAND.name);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development sign-in · ${brand}</title></head>
<body>
<main>
<h1>Development sign-in</h1>
<p><strong>This is the development sign-in of ${brand}, not ${escapeHtml(standingInFor)}.</strong>
It stands in for ${escapeHtml(standingInFor)} because this server has no client id configured for it
(docs/auth.md). No password is asked: whoever uses this page can sign in with any e-mail address.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}"></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text" autocomplete="name" maxlength="${SIGN_IN_LIMITS.devNameChars}" value="${escapeHtml(name)}"></p>
<p><button type="submit" name="action" value="login">Sign in</button> <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form>
</main>
</body>
</html>`;
}

function standingInFor(redirectUri: unknown): string {
  const uri = typeof redirectUri === 'string' ? redirectUri : '';
  return uri.includes(SIGN_IN_PATHS.callback('apple')) ? 'Sign in with Apple' : 'Google';
}

function formOf(request: FastifyRequest): URLSearchParams {
  const body = request.body;
  return new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : '');
}

/** Mounts the provider; returns what the sign-in routes need to use it as a client. */
export async function mountDevProvider(app: FastifyInstance): Promise<DevProviderHandle> {
  const { default: Provider } = await import('oidc-provider');
  const prefix = SIGN_IN_PATHS.devIssuerPath;
  const issuer = `${app.config.publicUrl.replace(/\/+$/, '')}${prefix}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, DevAccount>();
  const base = app.config.publicUrl.replace(/\/+$/, '');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: BUTTONS.map((button) => `${base}${SIGN_IN_PATHS.callback(button)}`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail and name go into the ID token itself, as Google and Apple put them.
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    // web_message: the Apple button's popup hands the answer to the page that opened it (popup-routes.ts).
    features: { devInteractions: { enabled: false }, webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' } },
    // In seconds, as oidc-provider takes them.
    ttl: { Interaction: 10 * MINUTE_S, Session: HOUR_S, Grant: HOUR_S, AuthorizationCode: MINUTE_S, AccessToken: 10 * MINUTE_S, IdToken: 10 * MINUTE_S },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${prefix}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: true, name: account.name }) };
    },
    renderError: async (ctx: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Development sign-in: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
    },
  });
  provider.proxy = app.config.trustProxy;
  const callback = provider.callback();

  await app.register(async function devSignIn(scope) {
    scope.get(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details) return reply.code(400).type('text/plain; charset=utf-8').send('This sign-in has expired: start again from the site.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(request.url, standingInFor(details.params.redirect_uri)));
    });

    scope.post(`${prefix}/interaction/:uid`, async (request: FastifyRequest, reply: FastifyReply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details) return reply.code(400).type('text/plain; charset=utf-8').send('This sign-in has expired: start again from the site.');
      const form = formOf(request);
      if (form.get('action') === 'cancel') {
        const to = await provider.interactionResult(request.raw, reply.raw, { error: 'access_denied', error_description: 'cancelled' });
        return reply.redirect(to, 303);
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim().slice(0, SIGN_IN_LIMITS.devNameChars);
      if (!EMAIL.test(email)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page(request.url, standingInFor(details.params.redirect_uri), 'Enter an e-mail address.', email, name));
      }
      const accountId = createHash('sha256').update(email).digest('hex').slice(0, 32);
      accounts.delete(accountId);
      accounts.set(accountId, { email, name });
      while (accounts.size > SIGN_IN_LIMITS.devAccounts) accounts.delete(accounts.keys().next().value!);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const to = await provider.interactionResult(request.raw, reply.raw, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return reply.redirect(to, 303);
    });

    // Everything else is the provider's own (discovery, auth, token, jwks): it
    // is a Koa app that reads paths relative to its issuer.
    scope.route({
      method: ['GET', 'POST'],
      url: `${prefix}/*`,
      handler: async (request, reply) => {
        reply.hijack();
        // Fastify's onSend hooks do not run for a hijacked reply: the popup's pages need the same opener policy as ours.
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
        const raw = request.raw as typeof request.raw & { body?: unknown; originalUrl?: string };
        if (Buffer.isBuffer(request.body)) raw.body = request.body;
        // As Express mounts it: originalUrl tells the provider its mount path, for the URLs it builds.
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(prefix.length) || '/';
        await callback(raw, reply.raw);
      },
    });
  });

  app.log.warn(
    'Sign-in: GOOGLE_CLIENT_ID or APPLE_CLIENT_ID is not set, so the development sign-in at %s stands in: anyone can sign in with any e-mail address (docs/auth.md)',
    issuer,
  );
  return { issuer, clientId: DEV_CLIENT_ID, clientSecret, keys: createLocalJWKSet({ keys: [publicJwk] }) };
}
