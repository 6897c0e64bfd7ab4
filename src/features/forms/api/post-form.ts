/** POST of one public form (businessDevelopment, lawEnforcementRequest, ...), with its idempotency key. */
import { API } from '../../../config/api-contract';
import type { FormName } from '../../../config/forms';
import { api } from '../../../lib/api';

const ENDPOINTS = {
  businessDevelopment: API.businessDevelopment,
  lawEnforcementRequest: API.lawEnforcementRequest,
  subscribe: API.subscribe,
  miningAffiliate: API.miningAffiliate,
  privateEndpointQuote: API.privateEndpointQuote,
  privateEndpointApplication: API.privateEndpointApplication,
  rateExperience: API.rateExperience,
} as const satisfies Record<FormName, unknown>;

export function postForm(form: FormName, body: Record<string, unknown>, requestId: string): Promise<{ id?: string; status: string }> {
  return api.call(ENDPOINTS[form], { body, requestId, notify: undefined });
}
