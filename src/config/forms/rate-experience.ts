/** Rate experience (POST api/v2/forms/rateExperience): a rating, a comment, and the support case it rates. */
import { Type, type Static } from '@sinclair/typebox';
import { captcha, line, marketing, optional, text } from './fields.js';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const rateExperienceSchema = Type.Object(
  {
    rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
    comment: optional(text(undefined, 0)),
    caseId: optional(line(100)),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Support experience rating' },
);

export type RateExperienceForm = Static<typeof rateExperienceSchema>;
