/** Business development (POST api/v2/support/businessDevelopment). */
import { Type, type Static } from '@sinclair/typebox';
import { captcha, email, line, marketing, optional, text } from './fields.js';

export const businessDevelopmentSchema = Type.Object(
  {
    name: line(),
    email: email(),
    company: optional(line()),
    website: optional(line(300)),
    message: text(),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Business development enquiry' },
);

export type BusinessDevelopmentForm = Static<typeof businessDevelopmentSchema>;
