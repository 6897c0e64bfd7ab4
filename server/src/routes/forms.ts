/**
 * The public forms (docs/forms.md): the captcha challenge and one POST per
 * form, each through the one submission path (forms/submit.ts). Bodies are
 * checked against the form's TypeBox schema in the handler, so that a bad
 * field is answered per field (spec 5) rather than as one schema error.
 */
import type { FastifyInstance } from 'fastify';
import { API, type ApiEndpoint } from '../../../src/config/api-contract.js';
import type { FormName } from '../../../src/config/forms/index.js';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { contractRoute } from '../lib/contract-route.js';
import { requestIdOf, submitForm } from '../forms/submit.js';
import { obj, str, int } from './schemas/helpers.js';

const received = { 200: obj({ id: str, status: str }) };

export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { limits } = app.forms;

  app.route({
    ...contractRoute(API.formCaptcha),
    schema: { response: { 200: obj({ algorithm: str, challenge: str, maxnumber: int, salt: str, signature: str }) } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.forms.captcha.issue();
    },
  });

  const forms: Array<[FormName, ApiEndpoint]> = [
    ['businessDevelopment', API.businessDevelopment],
    ['lawEnforcementRequest', API.lawEnforcementRequest],
    ['miningAffiliate', API.miningAffiliate],
    ['privateEndpointQuote', API.privateEndpointQuote],
    ['privateEndpointApplication', API.privateEndpointApplication],
    ['rateExperience', API.rateExperience],
  ];
  // Room for the largest attachments in base64, plus the form itself.
  const withFiles = Math.ceil((UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes * 4) / 3) + limits.bodyBytes;

  for (const [form, endpoint] of forms) {
    app.route({
      ...contractRoute(endpoint),
      bodyLimit: form === 'lawEnforcementRequest' ? withFiles : limits.bodyBytes,
      schema: { response: received },
      handler: async (request) => {
        const stored = await submitForm(app, { form, body: request.body, address: request.ip, requestId: requestIdOf(request) });
        return { id: stored.id, status: 'received' };
      },
    });
  }
}
