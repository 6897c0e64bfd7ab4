/**
 * Sign in with Apple in a popup (spec 1: "Apple ... uses a popup"), the page
 * staying where it is:
 *
 *   POST /my/auth/apple/popup         a flow (state, nonce, browser cookie) and how to open it:
 *                                     real Apple: the settings for Apple's JS (`usePopup`,
 *                                     which answers with `response_mode=web_message`);
 *                                     the development provider: its authorization URL with
 *                                     `response_mode=web_message`, opened by the app itself
 *   POST /my/auth/apple/popup/finish  the answer the popup posted to the page (code, state,
 *                                     Apple's `user`), finished by the same code as the
 *                                     redirect callback (flow-steps.ts); answers where to go
 *
 * JSON only: a cross-site page cannot send these without a CORS preflight,
 * which this server never grants. docs/auth.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPLE_JS, SIGN_IN_PATHS, type ApplePopupStart, type PopupFinishAnswer } from '../../../src/config/sign-in.js';
import { ApiError, invalidParameter } from '../lib/api-error.js';
import { bindingCookie, landingOf, type FlowSteps } from './flow-steps.js';
import type { PendingFlows } from './pending-flows.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';
import { SECOND_MS } from '../../../src/config/time.js';
import type { IdentityProvider } from './providers.js';
import { visitorPreferences } from './visitor-preferences.js';

function requireJson(request: FastifyRequest): void {
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
    throw new ApiError('MALFORMED_REQUEST', 'Send the sign-in popup requests as application/json');
  }
}

function optionalText(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > SIGN_IN_LIMITS.popupFieldChars)
    throw invalidParameter(`${key} must be text of at most ${SIGN_IN_LIMITS.popupFieldChars} characters`);
  return value;
}

export function registerApplePopup(
  app: FastifyInstance,
  options: { provider: IdentityProvider; flows: PendingFlows; steps: FlowSteps; secure: boolean },
): void {
  const { provider, flows, steps, secure } = options;

  app.post(SIGN_IN_PATHS.popupStart, async (request, reply) => {
    requireJson(request);
    const { state, flow } = await flows.start('apple', visitorPreferences(request.headers));
    let answer: ApplePopupStart;
    if (provider.kind === 'apple') {
      answer = {
        mode: 'apple-js',
        clientId: provider.clientId,
        scope: provider.scope,
        redirectURI: steps.redirectUri('apple'),
        state,
        nonce: flow.nonce,
        sdkUrl: APPLE_JS.sdkUrl,
      };
    } else {
      const url = steps.authorizationUrl('apple', state, flow, 'web_message');
      answer = { mode: 'web-message', url, origin: new URL(url).origin };
    }
    return reply
      .header('set-cookie', bindingCookie(flow.binding, secure, SIGN_IN_LIMITS.flowTtlMs / SECOND_MS))
      .header('cache-control', 'no-store')
      .send(answer);
  });

  app.post(SIGN_IN_PATHS.popupFinish, async (request, reply) => {
    requireJson(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError('MALFORMED_REQUEST', 'Send an object with state and code');
    const fields = body as Record<string, unknown>;
    const user = fields.user;
    if (user !== undefined && typeof user !== 'string' && (typeof user !== 'object' || JSON.stringify(user).length > SIGN_IN_LIMITS.popupFieldChars)) {
      throw invalidParameter('user must be Apple’s user object or its JSON text');
    }
    const outcome = await steps.finish(request, 'apple', {
      state: optionalText(fields, 'state'),
      code: optionalText(fields, 'code'),
      error: optionalText(fields, 'error'),
      user,
    });
    const answer: PopupFinishAnswer = { location: landingOf(outcome) };
    return reply
      .header('set-cookie', bindingCookie('', secure, 0))
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
