import { describe, expect, it } from 'vitest';
import { businessDevelopmentSchema } from './business-development.js';
import { lawEnforcementRequestSchema } from './law-enforcement-request.js';
import { keptMarketing } from './fields.js';
import { fieldErrors } from './field-errors.js';
import { privateEndpointQuoteSchema } from './private-endpoint.js';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello', captcha: 'abc=' };

describe('fieldErrors', () => {
  it('finds nothing wrong with a valid submission', () => {
    expect(fieldErrors(businessDevelopmentSchema, valid)).toEqual([]);
  });

  it('names each missing or empty field once, as required, in the order of the form', () => {
    expect(fieldErrors(businessDevelopmentSchema, { email: 'ada@example.com', message: '', captcha: 'abc=' })).toEqual([
      { field: 'name', status: 'error', message: 'forms.error.required' },
      { field: 'message', status: 'error', message: 'forms.error.required' },
    ]);
  });

  it('accepts the spec 5 e-mail forms, a bracketed IPv4 literal included, and refuses others', () => {
    for (const ok of ['a.b@example.co', 'x@[192.168.0.1]', '"quoted name"@example.org']) {
      expect(fieldErrors(businessDevelopmentSchema, { ...valid, email: ok }), ok).toEqual([]);
    }
    for (const bad of ['plain', 'a@b', 'a@@example.com', 'a b@example.com', 'x@[192.168.0]']) {
      expect(fieldErrors(businessDevelopmentSchema, { ...valid, email: bad }), bad).toEqual([
        { field: 'email', status: 'error', message: 'forms.error.email' },
      ]);
    }
  });

  it('counts lengths in characters as JSON Schema does, so an emoji counts once', () => {
    expect(fieldErrors(businessDevelopmentSchema, { ...valid, name: '😀'.repeat(200) })).toEqual([]);
    expect(fieldErrors(businessDevelopmentSchema, { ...valid, name: '😀'.repeat(201) })).toEqual([
      { field: 'name', status: 'error', message: 'forms.error.tooLong' },
    ]);
  });

  it('refuses text the database cannot store: NUL and other controls, and unpaired surrogates, in every field', () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ['name', { name: 'Ann\ud800' }],
      ['message', { message: 'a\udc00b' }],
      ['email', { email: '"\u0000"@example.com' }],
      ['email', { email: '"\ud800"@example.com' }],
      ['marketing', { marketing: { refby: '\u0000' } }],
      ['marketing', { marketing: { utm_source: 'a\ud800b' } }],
    ];
    for (const [field, change] of bad) {
      expect(
        fieldErrors(businessDevelopmentSchema, { ...valid, ...change }).map((e) => e.field),
        JSON.stringify(change),
      ).toEqual([field]);
    }
    expect(fieldErrors(businessDevelopmentSchema, { ...valid, name: 'Zoë 😀', message: 'line one\nline two\t😀' })).toEqual([]);
  });

  it('reports a too long field, a number that is not one and an unknown field', () => {
    expect(fieldErrors(businessDevelopmentSchema, { ...valid, name: 'x'.repeat(201), extra: 1 })).toEqual([
      { field: 'name', status: 'error', message: 'forms.error.tooLong' },
      { field: 'extra', status: 'error', message: 'forms.error.unknownField' },
    ]);
    const quote = { name: 'A', email: 'a@example.com', algorithm: 'SHA256', captcha: 'a' };
    for (const bad of ['12x', '500', '500 PH', 'PH/s'])
      expect(fieldErrors(privateEndpointQuoteSchema, { ...quote, hashrate: bad })).toEqual([
        { field: 'hashrate', status: 'error', message: 'forms.error.hashrate' },
      ]);
    for (const good of ['500 PH/s', '12.5 TH/s', '1,5 kSol/s']) expect(fieldErrors(privateEndpointQuoteSchema, { ...quote, hashrate: good })).toEqual([]);
  });

  it('refuses more attachments than the limit', () => {
    const files = Array.from({ length: 6 }, () => ({ name: 'a.txt', content: 'aGk=' }));
    const form = { agency: 'A', officerName: 'B', email: 'a@example.com', request: 'r', captcha: 'a', attachments: files };
    expect(fieldErrors(lawEnforcementRequestSchema, form)).toEqual([{ field: 'attachments', status: 'error', message: 'forms.error.attachmentCount' }]);
  });

  it('keeps only the marketing values of at most 128 characters (spec 5)', () => {
    expect(keptMarketing({ utm_source: 'x'.repeat(128), utm_medium: 'y'.repeat(129), refby: '', other: 'z' })).toEqual({
      utm_source: 'x'.repeat(128),
    });
  });
});
