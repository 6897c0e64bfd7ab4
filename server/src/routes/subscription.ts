/**
 * Newsletter subscription with double opt-in, and the platform's direct
 * unsubscribe link (docs/forms.md). Subscribing stores the request like any
 * form and mails a verification link to /verify-subscribe?token=...; the
 * same mail carries /unsubscribe?token=.... Neither answer tells whether an
 * address was subscribed before. Status updates by e-mail (issue 34,
 * status/subscribers.ts) subscribe the same way, and their links go to the
 * same pages: verify and unsubscribe try the newsletter's tokens, then theirs.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { subscriptionTokenSchema } from '../../../src/config/forms/subscription.js';
import { buildPath } from '../../../src/config/paths.js';
import { BRAND } from '../../../src/config/brand.js';
import { contractRoute } from '../lib/contract-route.js';
import { checkedFields, invalidFields, requestIdOf, submitForm, takeRate } from '../forms/submit.js';
import { hashToken, newLinkToken, checkPlatformUnsubscribe, platformSecret } from '../forms/tokens.js';
import { requestStatusSubscription } from '../status/subscribers.js';

export default async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const link = (path: string, token: string) => `${app.config.publicUrl.replace(/\/$/, '')}${path}?token=${token}`;

  const pending = { status: 'pending' } as const;

  contractRoute(app, API.subscribe, {
    bodyLimit: app.forms.limits.bodyBytes,
    handler: async (request) => {
      const stored = await submitForm(app, { form: 'subscribe', body: request.body, address: request.ip, requestId: requestIdOf(request) });
      if (!stored.created) return pending;
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
      return pending;
    },
  });

  contractRoute(app, API.statusSubscribe, {
    bodyLimit: app.forms.limits.bodyBytes,
    handler: async (request) => {
      const stored = await submitForm(app, { form: 'statusSubscribe', body: request.body, address: request.ip, requestId: requestIdOf(request) });
      if (stored.created) {
        await requestStatusSubscription({ repos: app.repos, mailer: app.forms.mailer, publicUrl: app.config.publicUrl }, String(stored.fields.email));
      }
      return pending;
    },
  });

  /** The email of the subscription a link's token names, after the token and the rate are checked. */
  async function linkEmail(path: string, address: string, body: unknown, act: (hash: string) => Promise<string | undefined>): Promise<string> {
    takeRate(app, path, address);
    const { token } = checkedFields(subscriptionTokenSchema, body);
    const email = await act(hashToken(token));
    if (!email) throw invalidFields([{ field: 'token', status: 'error', message: 'forms.error.linkInvalid' }], 'This link is not valid (any more)');
    return email;
  }

  contractRoute(app, API.subscribeVerify, {
    bodyLimit: app.forms.limits.bodyBytes,
    handler: async (request) => {
      await linkEmail(
        API.subscribeVerify.path,
        request.ip,
        request.body,
        async (hash) => (await app.repos.subscriptions.confirm(hash)) ?? app.repos.statusSubscribers.confirm(hash),
      );
      return { status: 'confirmed' as const };
    },
  });

  contractRoute(app, API.unsubscribe, {
    bodyLimit: app.forms.limits.bodyBytes,
    handler: async (request) => {
      await linkEmail(
        API.unsubscribe.path,
        request.ip,
        request.body,
        async (hash) => (await app.repos.subscriptions.unsubscribe(hash)) ?? app.repos.statusSubscribers.unsubscribe(hash),
      );
      return { status: 'unsubscribed' as const };
    },
  });

  contractRoute(app, API.platformUnsubscribe, {
    handler: async (request) => {
      const { orgId, userId, unsubscribeToken } = request.params;
      takeRate(app, 'platformUnsubscribe', request.ip);
      const secret = await platformSecret(app);
      const check = checkPlatformUnsubscribe(secret, orgId, userId, unsubscribeToken, app.now());
      if (!check.ok) {
        const message = check.problem === 'expired' ? 'forms.error.linkExpired' : 'forms.error.linkInvalid';
        throw invalidFields(
          [{ field: 'unsubscribeToken', status: 'error', message }],
          check.problem === 'expired' ? 'This link has expired' : 'This link is not valid',
        );
      }
      if (!(await app.repos.forms.usePlatformUnsubscribe(check.id, orgId, userId))) {
        throw invalidFields([{ field: 'unsubscribeToken', status: 'error', message: 'forms.error.linkUsed' }], 'This link was already used');
      }
      return { status: 'unsubscribed' as const };
    },
  });
}
