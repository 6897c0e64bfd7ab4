/**
 * Shapes of supportdesk/api/v1: the help centre's categories and the support
 * cases of the acting organization (docs/api.md, "Support cases"). A case of
 * another organization, like one that does not exist, is NOT_FOUND (404),
 * never 403, so its existence is not told. POSTs that store something take an
 * X-Request-Id and store it once.
 */
import { Type, type Static } from '@sinclair/typebox';
import { UPLOAD_LIMITS } from '../limits.js';
import { SUPPORT_CASE_LIMITS, SUPPORT_CASE_STATUSES } from '../support-cases.js';
import { enumParam, multilineTextParam, pageParam, patternParam, sizeParam, textParam, uuidParam, withDefault } from './params.js';
import { FileBytes } from './common.js';
import type { EndpointShape } from './shape.js';

const BASE64_PATTERN = '^[A-Za-z0-9+/]*={0,2}$';
/**
 * Base64 of a file somewhat over the limit still passes the schema, so that
 * the upload check can say "larger than 5 MB" rather than a schema message.
 */
export const ATTACHMENT_CONTENT_MAX_LENGTH = Math.ceil((UPLOAD_LIMITS.maxFileBytes * 1.1) / 3) * 4;
const CATEGORY_MAX_LENGTH = 100;
export const ATTACHMENT_NAME_MAX_LENGTH = 200;

export const SupportAttachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer({ description: 'Bytes.' }),
  mimeType: Type.String(),
});
export type SupportAttachment = Static<typeof SupportAttachment>;

export const SupportMessage = Type.Object({
  id: Type.String(),
  author: Type.Union([Type.Literal('USER'), Type.Literal('STAFF')]),
  authorName: Type.String({ description: "The user's display name or the staff member's first name." }),
  text: Type.String(),
  created: Type.Integer({ description: 'Epoch ms.' }),
  attachments: Type.Array(SupportAttachment),
});
export type SupportMessage = Static<typeof SupportMessage>;

const summaryProperties = {
  id: Type.String({ description: 'Opaque, URL-safe.' }),
  number: Type.Integer({ description: 'What people quote: #1042.' }),
  subject: Type.String(),
  category: Type.String(),
  subCategory: Type.String(),
  status: enumParam(SUPPORT_CASE_STATUSES, { description: 'OPEN: waiting for staff. ANSWERED: staff replied last. CLOSED.' }),
  created: Type.Integer({ description: 'Epoch ms.' }),
  updated: Type.Integer({ description: 'Epoch ms.' }),
  unreadStaffReplies: Type.Integer({ description: 'Staff messages the user has not opened yet.' }),
};
export const SupportCaseSummary = Type.Object(summaryProperties);
export type SupportCaseSummary = Static<typeof SupportCaseSummary>;

export const SupportCaseDetail = Type.Object({ ...summaryProperties, messages: Type.Array(SupportMessage) });
export type SupportCaseDetail = Static<typeof SupportCaseDetail>;

export const SupportCaseList = Type.Object({
  list: Type.Array(SupportCaseSummary),
  pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), totalPageCount: Type.Integer(), totalSize: Type.Integer() }),
});
export type SupportCaseList = Static<typeof SupportCaseList>;

export const SupportCategory = Type.Object({ category: Type.String(), subCategories: Type.Array(Type.String()) });
export type SupportCategory = Static<typeof SupportCategory>;

const Attachments = Type.Array(
  Type.Object(
    {
      name: textParam(ATTACHMENT_NAME_MAX_LENGTH, 1),
      content: patternParam(BASE64_PATTERN, ATTACHMENT_CONTENT_MAX_LENGTH, 1, { description: 'The bytes, base64.' }),
    },
    { additionalProperties: false },
  ),
  { maxItems: UPLOAD_LIMITS.maxFiles, description: 'txt, log, csv, jpg, jpeg, png, gif or pdf, checked by content.' },
);

export const NewSupportCase = Type.Object(
  {
    category: textParam(CATEGORY_MAX_LENGTH, 1),
    subCategory: textParam(CATEGORY_MAX_LENGTH, 1),
    subject: textParam(SUPPORT_CASE_LIMITS.subjectMaxLength, 1),
    description: multilineTextParam(SUPPORT_CASE_LIMITS.textMaxLength, 1),
    attachments: Type.Optional(Attachments),
  },
  { additionalProperties: false },
);
export type NewSupportCase = Static<typeof NewSupportCase>;

export const SupportReply = Type.Object(
  { text: multilineTextParam(SUPPORT_CASE_LIMITS.textMaxLength, 1), attachments: Type.Optional(Attachments) },
  { additionalProperties: false },
);
export type SupportReply = Static<typeof SupportReply>;

const caseParams = Type.Object({ caseId: uuidParam() });
const withCase = (summary: string, description?: string) =>
  ({
    summary,
    ...(description ? { description } : {}),
    tags: ['support'],
    params: caseParams,
    answers: { 200: SupportCaseDetail },
    errors: ['NOT_FOUND'],
  }) as const satisfies EndpointShape;

export const supportShapes = {
  supportCategories: {
    summary: "The help centre's categories and their sub-categories",
    tags: ['support'],
    answers: { 200: Type.Object({ categories: Type.Array(SupportCategory) }) },
  },
  supportCases: {
    summary: "The acting organization's support cases, newest update first",
    tags: ['support'],
    query: Type.Object({
      status: Type.Optional(enumParam(SUPPORT_CASE_STATUSES, { description: 'Only cases in this status; default every case.' })),
      page: withDefault(pageParam(), 0),
      size: withDefault(sizeParam(SUPPORT_CASE_LIMITS.pageSizeMax), SUPPORT_CASE_LIMITS.pageSizeDefault),
    }),
    answers: { 200: SupportCaseList },
  },
  createSupportCase: {
    summary: 'Open a support case',
    description: 'Send an X-Request-Id: the same id again answers the same case.',
    tags: ['support'],
    idempotent: true,
    body: NewSupportCase,
    answers: { 200: SupportCaseDetail },
    errors: ['PAYLOAD_TOO_LARGE'],
  },
  supportCase: withCase('One support case with its messages', 'Opening it marks the staff replies read.'),
  replySupportCase: {
    ...withCase('Reply to a support case', 'Send an X-Request-Id: one message per id. A closed case answers 409 (CASE_CLOSED).'),
    body: SupportReply,
    idempotent: true,
    errors: ['NOT_FOUND', 'CASE_CLOSED', 'PAYLOAD_TOO_LARGE'],
  },
  closeSupportCase: withCase('Close a support case'),
  reopenSupportCase: withCase('Reopen a closed support case'),
  supportAttachment: {
    summary: "A support case's attached file",
    description: 'Sent as a download (Content-Disposition: attachment; X-Content-Type-Options: nosniff).',
    tags: ['support'],
    params: Type.Object({ caseId: uuidParam(), attachmentId: uuidParam() }),
    answers: { 200: FileBytes },
    mediaType: 'application/octet-stream',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, EndpointShape>;
