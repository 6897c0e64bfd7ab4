/** Mining affiliate application (POST api/v2/forms/miningAffiliate). */
import { Type, type Static } from '@sinclair/typebox';
import { captcha, email, line, marketing, optional, text } from './fields.js';

export const miningAffiliateSchema = Type.Object(
  {
    name: line(),
    email: email(),
    website: line(300),
    country: optional(line(100)),
    audience: optional(text()),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Mining affiliate application' },
);

export type MiningAffiliateForm = Static<typeof miningAffiliateSchema>;
