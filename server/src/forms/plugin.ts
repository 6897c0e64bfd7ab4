/**
 * Shared state of the public forms: the captcha service, the mailer, the
 * per-form and per-address windows and the bounds (docs/forms.md).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { FORM_SERVER_LIMITS, RATE_WINDOW_MAX_KEYS, type FormServerLimits } from '../server-limits.js';
import { createCaptchaService, type CaptchaService } from './captcha.js';
import { createRateWindow } from '../lib/rate-window.js';

export interface FormsState {
  limits: FormServerLimits;
  captcha: CaptchaService;
  mailer: Mailer;
  rate: ReturnType<typeof createRateWindow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forms: FormsState;
  }
}

export default fp(async function forms(app: FastifyInstance, options: { limits?: Partial<FormServerLimits> }) {
  const limits = { ...FORM_SERVER_LIMITS, ...options.limits };
  app.decorate('forms', {
    limits,
    captcha: createCaptchaService(app.repos.forms, limits),
    mailer: createMailer(app.config, app.repos.subscriptions),
    rate: createRateWindow(app.now, limits.windowMs, RATE_WINDOW_MAX_KEYS),
  });
});
