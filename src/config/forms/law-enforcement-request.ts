/** Law enforcement request (POST riskmanagement/api/v2/lawEnforcementRequest, unsigned, with documents). */
import { Type, type Static } from '@sinclair/typebox';
import { UPLOAD_LIMITS } from '../limits.js';
import { attachment, captcha, email, line, marketing, optional, text } from './fields.js';

export const lawEnforcementRequestSchema = Type.Object(
  {
    agency: line(),
    officerName: line(),
    email: email(),
    country: optional(line(100)),
    caseReference: optional(line()),
    request: text(),
    attachments: optional(Type.Array(attachment(), { maxItems: UPLOAD_LIMITS.maxFiles })),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Law enforcement request, with attached files' },
);

export type LawEnforcementRequestForm = Static<typeof lawEnforcementRequestSchema>;
