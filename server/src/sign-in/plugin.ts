/**
 * Sign-in with Google or Apple (OpenID Connect, authorization code flow),
 * docs/auth.md. Browser navigations, not API calls, so they sit outside the
 * API scope and its contract table:
 *
 *   GET  /my/auth/{google|apple}/start     state, nonce and PKCE; off to the provider
 *   GET  /my/auth/{google|apple}/callback  the provider's answer (Apple: POST, form_post)
 *   POST /my/auth/apple/popup[/finish]     Apple in a popup (popup-routes.ts)
 *   GET  /my/auth/methods                  whether the development sign-in stands in
 *
 * The callback swaps the code for tokens, verifies the ID token (id-token.ts),
 * finds or creates the user by verified e-mail and lands the browser on
 * /my/login#loginToken=..., which the app exchanges for a session. Failures
 * land on /my/login?error=<code>. With a client id missing, the development
 * provider (dev-provider.ts) stands in behind the same code, where it is
 * allowed (dev-sign-in.ts; the start is refused otherwise).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUTTONS, SIGN_IN_PATHS, type SignInMethods } from '../../../src/config/sign-in.js';
import { mountDevProvider } from './dev-provider.js';
import { checkDevSignIn } from './dev-sign-in.js';
import { bindingCookie, flowSteps, landingOf, type FlowOutcome } from './flow-steps.js';
import { PendingFlows } from './pending-flows.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';
import { registerApplePopup } from './popup-routes.js';
import { identityProviders, needsDevProvider } from './providers.js';
import { visitorPreferences } from './visitor-preferences.js';
import { SECOND_MS } from '../../../src/config/time.js';

function formOrQuery(request: FastifyRequest): URLSearchParams {
  if (request.method === 'POST') return new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

export default async function signIn(app: FastifyInstance): Promise<void> {
  const config = app.config.signIn;
  checkDevSignIn(config, app.config.publicUrl);
  const dev = needsDevProvider(config) ? await mountDevProvider(app) : undefined;
  const providers = identityProviders(config, dev);
  const flows = new PendingFlows(app.repos.signInFlows, app.now);
  const steps = flowSteps(app, providers, flows);
  const secure = app.config.publicUrl.startsWith('https:');

  const land = (reply: FastifyReply, outcome: FlowOutcome) =>
    reply
      .header('set-cookie', bindingCookie('', secure, 0))
      .header('cache-control', 'no-store')
      .redirect(landingOf(outcome), 303);

  // The sign-in page says plainly while the development sign-in stands in.
  const methods: SignInMethods = { developmentSignIn: dev !== undefined };
  app.get(SIGN_IN_PATHS.methods, async (_request, reply) => reply.header('cache-control', 'no-store').send(methods));

  for (const button of BUTTONS) {
    const provider = providers[button];

    app.get(SIGN_IN_PATHS.start(button), async (request, reply) => {
      // Read here, not at the callback: Apple's answer is a cross-site POST, which carries no Lax cookies.
      const { state, flow } = await flows.start(button, visitorPreferences(request.headers));
      return reply
        .header('set-cookie', bindingCookie(flow.binding, secure, SIGN_IN_LIMITS.flowTtlMs / SECOND_MS))
        .header('cache-control', 'no-store')
        .redirect(steps.authorizationUrl(button, state, flow, provider.responseMode), 303);
    });

    app.route({
      method: ['GET', 'POST'],
      url: SIGN_IN_PATHS.callback(button),
      handler: async (request, reply) => {
        const params = formOrQuery(request);
        const outcome = await steps.finish(request, button, {
          state: params.get('state'),
          code: params.get('code'),
          error: params.get('error'),
          user: params.get('user'),
        });
        return land(reply, outcome);
      },
    });
  }

  registerApplePopup(app, { provider: providers.apple, flows, steps, secure });
}
