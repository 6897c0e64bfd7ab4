/** Newsletter subscription with double opt-in: subscribe, then verify or unsubscribe by the mailed token. */
import { Type, type Static } from '@sinclair/typebox';
import { captcha, email, marketing } from './fields.js';

export const subscribeSchema = Type.Object(
  { email: email(), captcha: captcha(), marketing: marketing() },
  { additionalProperties: false, title: 'Newsletter subscription (double opt-in: a verification link is mailed)' },
);
export type SubscribeForm = Static<typeof subscribeSchema>;

export const statusSubscribeSchema = Type.Object(
  { email: email(), captcha: captcha(), marketing: marketing() },
  { additionalProperties: false, title: 'Status updates by e-mail (double opt-in: a verification link is mailed)' },
);
export type StatusSubscribeForm = Static<typeof statusSubscribeSchema>;

/** The token of a verification or unsubscribe link (64 hex characters). */
export const subscriptionTokenSchema = Type.Object(
  { token: Type.String({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]{64}$' }) },
  { additionalProperties: false },
);
export type SubscriptionTokenForm = Static<typeof subscriptionTokenSchema>;
