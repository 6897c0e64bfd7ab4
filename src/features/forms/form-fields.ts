/**
 * How each form's fields are shown: the control, its label and hint ids, and
 * the browser's autocomplete. What a field accepts is its schema's business
 * (src/config/forms/); this says only how it looks.
 */
import type { FormName } from '../../config/forms';
import type { MessageId } from '../../lib/intl';

export type FieldKind = 'text' | 'email' | 'url' | 'textarea' | 'hashrate' | 'rating' | 'files';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: MessageId;
  required: boolean;
  autoComplete?: string;
}

const f = (name: string, kind: FieldKind, required: boolean, autoComplete?: string): FieldSpec => ({
  name,
  kind,
  label: `forms.field.${name}` as MessageId,
  required,
  ...(autoComplete ? { autoComplete } : {}),
});

const name = f('name', 'text', true, 'name');
const email = f('email', 'email', true, 'email');

export const FORM_FIELDS: Record<FormName, FieldSpec[]> = {
  businessDevelopment: [name, email, f('company', 'text', false, 'organization'), f('website', 'url', false, 'url'), f('message', 'textarea', true)],
  lawEnforcementRequest: [
    f('agency', 'text', true, 'organization'),
    f('officerName', 'text', true, 'name'),
    email,
    f('country', 'text', false, 'country-name'),
    f('caseReference', 'text', false),
    f('request', 'textarea', true),
    f('attachments', 'files', false),
  ],
  subscribe: [email],
  statusSubscribe: [email],
  miningAffiliate: [name, email, f('website', 'url', true, 'url'), f('country', 'text', false, 'country-name'), f('audience', 'textarea', false)],
  privateEndpointQuote: [
    name,
    email,
    f('company', 'text', false, 'organization'),
    f('algorithm', 'text', true),
    f('hashrate', 'hashrate', true),
    f('message', 'textarea', false),
  ],
  privateEndpointApplication: [
    name,
    email,
    f('company', 'text', true, 'organization'),
    f('country', 'text', true, 'country-name'),
    f('algorithm', 'text', true),
    f('hashrate', 'hashrate', true),
    f('useCase', 'textarea', true),
  ],
  rateExperience: [f('rating', 'rating', true), f('comment', 'textarea', false)],
};

/** The body a form sends: empty optional fields left out, the rating as a number. */
export function formBody(form: FormName, values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS[form]) {
    if (field.kind === 'files') continue;
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    body[field.name] = field.kind === 'rating' ? Number(value) || 0 : value;
  }
  return body;
}
