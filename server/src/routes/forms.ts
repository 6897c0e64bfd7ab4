/**
 * The public forms (docs/forms.md): the captcha challenge and one POST per
 * form, each through the one submission path (forms/submit.ts). Bodies are
 * checked against the form's TypeBox schema in the handler, so that a bad
 * field is answered per field (spec 5) rather than as one schema error.
 */
import type { FastifyInstance } from 'fastify';
import { API, FORM_NAMES } from '../../../src/config/api-contract.js';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { contractRoute } from '../lib/contract-route.js';
import { requestIdOf, submitForm } from '../forms/submit.js';

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { limits } = app.forms;

  contractRoute(app, API.formCaptcha, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.forms.captcha.issue();
    },
  });

  // Room for the largest attachments in base64, plus the form itself.
  const withFiles = Math.ceil((UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes * 4) / 3) + limits.bodyBytes;

  for (const form of FORM_NAMES) {
    // Subscribing (to the newsletter or to status updates) also mails a verification link: those routes are in subscription.ts.
    if (form === 'subscribe' || form === 'statusSubscribe') continue;
    contractRoute(app, API[form], {
      bodyLimit: form === 'lawEnforcementRequest' ? withFiles : limits.bodyBytes,
      handler: async (request) => {
        const stored = await submitForm(app, { form, body: request.body, address: request.ip, requestId: requestIdOf(request) });
        return { id: stored.id, status: 'received' as const };
      },
    });
  }
}
