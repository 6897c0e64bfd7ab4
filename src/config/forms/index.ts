/** Every public form, by name: the name is what `forms list --form NAME` shows and what the outbox sends. */
import type { TObject } from '@sinclair/typebox';
import { businessDevelopmentSchema } from './business-development.js';
import { lawEnforcementRequestSchema } from './law-enforcement-request.js';
import { miningAffiliateSchema } from './mining-affiliate.js';
import { privateEndpointApplicationSchema, privateEndpointQuoteSchema } from './private-endpoint.js';
import { rateExperienceSchema } from './rate-experience.js';
import { subscribeSchema } from './subscription.js';

export const FORM_SCHEMAS = {
  businessDevelopment: businessDevelopmentSchema,
  lawEnforcementRequest: lawEnforcementRequestSchema,
  subscribe: subscribeSchema,
  miningAffiliate: miningAffiliateSchema,
  privateEndpointQuote: privateEndpointQuoteSchema,
  privateEndpointApplication: privateEndpointApplicationSchema,
  rateExperience: rateExperienceSchema,
} as const satisfies Record<string, TObject>;

export type FormName = keyof typeof FORM_SCHEMAS;
export const FORM_NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

export { fieldErrors, type FieldError } from './field-errors.js';
