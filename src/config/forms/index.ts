/**
 * Every public form's body schema, by its contract entry's name (the entries
 * marked `form` in src/config/api-contract.ts): the name is what
 * `forms list --form NAME` shows and what the outbox sends. A schema's title
 * names the form in the API documents (a test holds every form to one).
 */
import type { TObject } from '@sinclair/typebox';
import type { FormName } from '../api-contract.js';
import { businessDevelopmentSchema } from './business-development.js';
import { lawEnforcementRequestSchema } from './law-enforcement-request.js';
import { miningAffiliateSchema } from './mining-affiliate.js';
import { privateEndpointApplicationSchema, privateEndpointQuoteSchema } from './private-endpoint.js';
import { rateExperienceSchema } from './rate-experience.js';
import { statusSubscribeSchema, subscribeSchema } from './subscription.js';

export const FORM_SCHEMAS = {
  businessDevelopment: businessDevelopmentSchema,
  lawEnforcementRequest: lawEnforcementRequestSchema,
  subscribe: subscribeSchema,
  statusSubscribe: statusSubscribeSchema,
  miningAffiliate: miningAffiliateSchema,
  privateEndpointQuote: privateEndpointQuoteSchema,
  privateEndpointApplication: privateEndpointApplicationSchema,
  rateExperience: rateExperienceSchema,
} as const satisfies Record<FormName, TObject>;

export { FORM_NAMES, type FormName } from '../api-contract.js';

export { fieldErrors, type FieldError } from './field-errors.js';
