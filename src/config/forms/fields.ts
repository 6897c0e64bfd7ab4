/**
 * Field building blocks shared by every form schema (spec 5). TypeBox gives
 * the TypeScript type and the JSON schema from one declaration; the browser
 * and the server check the same schema (docs/forms.md).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { FORM_LIMITS, MARKETING_VALUE_MAX_LENGTH, UPLOAD_LIMITS } from '../limits.js';

/**
 * One character a person types, as a pattern that means the same with and
 * without the `u` flag (Ajv compiles patterns with it, TypeBox's checker
 * without): no C0 control character, no DEL, and no unpaired UTF-16
 * surrogate (not text: the database refuses it), while an emoji's pair passes.
 */
function typedText(): string {
  return '(?:[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]|[\\ud800-\\udbff][\\udc00-\\udfff])';
}

/** One line of text: no control characters. */
const LINE = `^${typedText()}*$`;
/** Several lines: tab, line feed and carriage return too. */
const TEXT = `^(?:[\\t\\n\\r]|${typedText()})*$`;

/** One character of an unquoted local part: not a special, a space or anything typedText refuses. */
const ATOM = '(?:[^<>()\\[\\]\\\\.,;:\\s@"\\u0000-\\u001f\\u007f\\ud800-\\udfff]|[\\ud800-\\udbff][\\udc00-\\udfff])';

/**
 * Spec 5: the standard local-part@domain pattern, also accepting a bracketed
 * IPv4 literal as the domain ("user@[192.168.0.1]"). Neither part holds a
 * control character or an unpaired surrogate.
 */
export const EMAIL_PATTERN =
  `^((${ATOM}+(\\.${ATOM}+)*)|("${typedText()}+"))@` + '((\\[[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\])|(([a-zA-Z\\-0-9]+\\.)+[a-zA-Z]{2,}))$';

/** A required one-line text. */
export const line = (maxLength: number = FORM_LIMITS.lineMaxLength) => Type.String({ minLength: 1, maxLength, pattern: LINE });

/** A multi-line text (message, comment). */
export const text = (maxLength: number = FORM_LIMITS.textMaxLength, minLength = 1) => Type.String({ minLength, maxLength, pattern: TEXT });

export const email = () => Type.String({ minLength: 1, maxLength: FORM_LIMITS.emailMaxLength, pattern: EMAIL_PATTERN });

/** A decimal number as typed in a number input (spec 5 number input rules). */
export const decimal = () => Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9]+([.,][0-9]+)?$' });

/** The units a hash rate is given in: hashes, solutions (Equihash) and graphs (Cuckoo) a second. */
export const HASHRATE_UNITS = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s', 'Sol/s', 'kSol/s', 'MSol/s', 'G/s'] as const;
export type HashrateUnit = (typeof HASHRATE_UNITS)[number];

/** A speed: a decimal number, one space and its unit ("500 PH/s"). */
export const HASHRATE_PATTERN = `^[0-9]+([.,][0-9]+)? (${HASHRATE_UNITS.join('|')})$`;

export const hashrate = () => Type.String({ minLength: 1, maxLength: 30, pattern: HASHRATE_PATTERN });

export const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** Spec 5 marketing parameters; a value longer than 128 characters is not stored (see keptMarketing). */
export const MARKETING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'reffid', 'refby'] as const;
export type MarketingKey = (typeof MARKETING_KEYS)[number];

export const marketing = () => {
  const value = Type.Optional(Type.String({ maxLength: 4096, pattern: LINE }));
  return Type.Optional(
    Type.Object(
      { utm_source: value, utm_medium: value, utm_campaign: value, utm_content: value, reffid: value, refby: value },
      { additionalProperties: false },
    ),
  );
};

/** The marketing values that are stored: strings of at most 128 characters (spec 5). */
export function keptMarketing(values: Partial<Record<string, unknown>> | undefined): Partial<Record<MarketingKey, string>> {
  const kept: Partial<Record<MarketingKey, string>> = {};
  for (const key of MARKETING_KEYS) {
    const value = values?.[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= MARKETING_VALUE_MAX_LENGTH) kept[key] = value;
  }
  return kept;
}

/** The solved proof-of-work captcha (ALTCHA payload, base64 JSON). */
export const captcha = () => Type.String({ minLength: 1, maxLength: FORM_LIMITS.captchaMaxLength, pattern: '^[A-Za-z0-9+/=]+$' });

/** An attached file: its name and its bytes in base64 (checked by content on the server). */
export const attachment = () =>
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 200, pattern: LINE }),
      content: Type.String({ minLength: 1, maxLength: Math.ceil(UPLOAD_LIMITS.maxFileBytes / 3) * 4, pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
    },
    { additionalProperties: false },
  );
