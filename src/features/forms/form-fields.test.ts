import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS, FORM_NAMES, fieldErrors } from '../../config/forms';
import { FORM_FIELDS, formBody } from './form-fields';

describe('the form fields', () => {
  it('show exactly the fields of each form schema, besides captcha, marketing and page-given ones', () => {
    for (const form of FORM_NAMES) {
      const shown = FORM_FIELDS[form].map((f) => f.name).sort();
      const declared = Object.keys(FORM_SCHEMAS[form].properties)
        .filter((k) => !['captcha', 'marketing', 'caseId'].includes(k))
        .sort();
      expect(shown, form).toEqual(declared);
    }
  });

  it('mark as required exactly what the schema requires', () => {
    for (const form of FORM_NAMES) {
      const required = new Set<string>(FORM_SCHEMAS[form].required ?? []);
      for (const field of FORM_FIELDS[form]) expect(field.required, `${form}.${field.name}`).toBe(required.has(field.name));
    }
  });

  it('leave empty fields out of the body, so a missing required field is named as required', () => {
    const body = formBody('rateExperience', { rating: '', comment: '  ' });
    expect(body).toEqual({});
    expect(fieldErrors(FORM_SCHEMAS.rateExperience, { ...body, captcha: 'x' })).toEqual([
      { field: 'rating', status: 'error', message: 'forms.error.required' },
    ]);
    expect(formBody('rateExperience', { rating: '4', comment: 'Fine ' })).toEqual({ rating: 4, comment: 'Fine' });
  });
});
