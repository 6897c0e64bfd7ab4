/**
 * Shapes of the public forms (docs/forms.md): the captcha, one POST per form
 * and the subscription links. A form's body is its schema in
 * src/config/forms/, under the entry's name; the handler checks it, so that a
 * bad field is answered per field (spec 5) rather than as one schema error.
 */
import { Type, type TLiteral, type TObject, type TString } from '@sinclair/typebox';
import { FORM_NAMES, type FormName } from '../api-contract.js';
import { FORM_SCHEMAS } from '../forms/index.js';
import { subscriptionTokenSchema } from '../forms/subscription.js';
import { patternParam, uuidParam } from './params.js';
import type { EndpointShape } from './shape.js';

const Received = Type.Object({ id: Type.String({ description: 'The stored submission.' }), status: Type.Literal('received') });
const Status = <S extends string>(status: S) => Type.Object({ status: Type.Literal(status) });
type FormAnswer<K extends FormName> = K extends 'subscribe' | 'statusSubscribe'
  ? TObject<{ status: TLiteral<'pending'> }>
  : TObject<{ id: TString; status: TLiteral<'received'> }>;

const formDescription =
  'Unsigned, so visitors can send it, and protected by a proof-of-work captcha (formCaptcha). ' +
  'Send an X-Request-Id: the same id again answers the same submission. A bad field is answered 400 with `fields`.';

interface FormShape<K extends FormName> extends EndpointShape {
  readonly body: (typeof FORM_SCHEMAS)[K];
  readonly answers: { readonly 200: FormAnswer<K> };
}

function formShape<K extends FormName>(name: K): FormShape<K> {
  return {
    summary: `Send a form: ${FORM_SCHEMAS[name].title ?? name}`,
    description: formDescription,
    tags: ['forms'],
    body: FORM_SCHEMAS[name],
    bodyCheckedBy: 'handler',
    idempotent: true,
    answers: { 200: (name === 'subscribe' || name === 'statusSubscribe' ? Status('pending') : Received) as FormAnswer<K> },
    errors: ['PAYLOAD_TOO_LARGE'],
  };
}

const formShapes = Object.fromEntries(FORM_NAMES.map((name) => [name, formShape(name)])) as { [K in FormName]: FormShape<K> };

const linkAction = (summary: string, status: string) =>
  ({
    summary,
    description: 'With the token of a mailed link. An unknown or used token is answered 400 with `fields`.',
    tags: ['forms'],
    body: subscriptionTokenSchema,
    bodyCheckedBy: 'handler',
    answers: { 200: Status(status) },
  }) as const satisfies EndpointShape;

export const formsShapes = {
  formCaptcha: {
    summary: 'A proof-of-work captcha challenge (ALTCHA) for the next form',
    tags: ['forms'],
    answers: {
      200: Type.Object({
        algorithm: Type.String(),
        challenge: Type.String(),
        maxnumber: Type.Integer(),
        salt: Type.String(),
        signature: Type.String(),
      }),
    },
  },
  ...formShapes,
  subscribeVerify: linkAction('Confirm a newsletter or status-updates subscription', 'confirmed'),
  unsubscribe: linkAction('Leave the newsletter or the status updates', 'unsubscribed'),
  platformUnsubscribe: {
    summary: 'Leave platform mails by the signed link in one of them',
    tags: ['forms'],
    params: Type.Object({
      orgId: uuidParam(),
      userId: uuidParam(),
      unsubscribeToken: patternParam('^[0-9a-f]+(\\.[0-9a-f]+)*$', 120, 1, { description: 'Dot-separated parts, as the mailed link has it.' }),
    }),
    answers: { 200: Status('unsubscribed') },
  },
} as const satisfies Record<string, EndpointShape>;
