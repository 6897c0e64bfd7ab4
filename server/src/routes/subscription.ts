/**
 * Newsletter subscription with double opt-in, and the platform's direct
 * unsubscribe link (docs/forms.md). Subscribing stores the request like any
 * form and mails a verification link to /verify-subscribe?token=...; the
 * same mail carries /unsubscribe?token=.... Neither answer tells whether an
 * address was subscribed before.
 */
import type { FastifyInstance } from 'fastify';
import { API, type ApiEndpoint } from '../../../src/config/api-contract.js';
import { fieldErrors } from '../../../src/config/forms/index.js';
import { subscriptionTokenSchema } from '../../../src/config/forms/subscription.js';
import { buildPath } from '../../../src/config/paths.js';
import { BRAND } from '../../../src/config/brand.js';
import { contractRoute } from '../lib/contract-route.js';
import { invalidFields, requestIdOf, submitForm, takeRate } from '../forms/submit.js';
import { hashToken, newLinkToken, checkPlatformUnsubscribe, platformSecret } from '../forms/tokens.js';
import { obj, str } from './schemas/helpers.js';
import { patternParam, uuidParam } from './schemas/params.js';

const statusAnswer = { 200: obj({ status: str }) };

export default async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const link = (path: string, token: string) => `${app.config.publicUrl.replace(/\/$/, '')}${path}?token=${token}`;

  app.route({
    ...contractRoute(API.subscribe),
    bodyLimit: app.forms.limits.bodyBytes,
    schema: { response: statusAnswer },
    handler: async (request) => {
      const stored = await submitForm(app, { form: 'subscribe', body: request.body, address: request.ip, requestId: requestIdOf(request) });
      if (!stored.created) return { status: 'pending' };
      const email = String(stored.fields.email);
      const verify = newLinkToken();
      const leave = newLinkToken();
      const before = await app.repos.subscriptions.request(email, verify.hash, leave.hash, stored.marketing);
      if (before !== 'confirmed') {
        const verifyLink = link(buildPath('verifySubscribe'), verify.token);
        await app.forms.mailer.send({
          to: email,
          subject: `Confirm your ${BRAND.name} subscription`,
          body: [
            `Someone, hopefully you, asked to receive ${BRAND.name} news at this address.`,
            `Confirm the subscription: ${verifyLink}`,
            '',
            `Not you? Ignore this mail, or unsubscribe: ${link(buildPath('unsubscribe'), leave.token)}`,
          ].join('\n'),
          link: verifyLink,
        });
      }
      return { status: 'pending' };
    },
  });

  const tokenRoute = (endpoint: ApiEndpoint, act: (hash: string) => Promise<string | undefined>, status: string) =>
    app.route({
      ...contractRoute(endpoint),
      bodyLimit: app.forms.limits.bodyBytes,
      schema: { response: statusAnswer },
      handler: async (request) => {
        takeRate(app, endpoint.path, request.ip);
        const problems = fieldErrors(subscriptionTokenSchema, request.body);
        if (problems.length > 0) throw invalidFields(problems);
        const email = await act(hashToken((request.body as { token: string }).token));
        if (!email) throw invalidFields([{ field: 'token', status: 'error', message: 'forms.error.linkInvalid' }], 'This link is not valid (any more)');
        return { status };
      },
    });
  tokenRoute(API.subscribeVerify, (hash) => app.repos.subscriptions.confirm(hash), 'confirmed');
  tokenRoute(API.unsubscribe, (hash) => app.repos.subscriptions.unsubscribe(hash), 'unsubscribed');

  app.route({
    ...contractRoute(API.platformUnsubscribe),
    schema: {
      params: obj({ orgId: uuidParam, userId: uuidParam, unsubscribeToken: patternParam('^[0-9a-f.]+$', 120, 1) }),
      response: statusAnswer,
    },
    handler: async (request) => {
      const { orgId, userId, unsubscribeToken } = request.params as { orgId: string; userId: string; unsubscribeToken: string };
      takeRate(app, 'platformUnsubscribe', request.ip);
      const secret = await platformSecret(app);
      const check = checkPlatformUnsubscribe(secret, orgId, userId, unsubscribeToken, app.now());
      if (!check.ok) {
        const message = check.problem === 'expired' ? 'forms.error.linkExpired' : 'forms.error.linkInvalid';
        throw invalidFields([{ field: 'unsubscribeToken', status: 'error', message }], check.problem === 'expired' ? 'This link has expired' : 'This link is not valid');
      }
      if (!(await app.repos.forms.usePlatformUnsubscribe(check.id, orgId, userId))) {
        throw invalidFields([{ field: 'unsubscribeToken', status: 'error', message: 'forms.error.linkUsed' }], 'This link was already used');
      }
      return { status: 'unsubscribed' };
    },
  });
}
