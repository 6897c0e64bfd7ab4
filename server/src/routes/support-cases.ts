/**
 * supportdesk/api/v1/cases: the support cases of the acting organization
 * (issue 16; shapes in src/config/support-cases.ts, docs/api.md "Support
 * cases"). Signed by a signed-in user; a case of another organization, like
 * one that does not exist, is NOT_FOUND. POSTs that store something take an
 * X-Request-Id and store it once (support-cases/cases.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { SUPPORT_CASE_LIMITS, SUPPORT_CASE_STATUSES, type SupportCaseStatus } from '../../../src/config/support-cases.js';
import type { EncodedUpload } from '../../../src/config/uploads.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { checkRequestId, requestIdOf } from '../lib/request-id.js';
import { requireUser } from '../lib/require-user.js';
import {
  caseDetail,
  checkCategory,
  isStoredReply,
  openCase,
  openCaseThread,
  replyAsUser,
  setCaseStatusAsUser,
  type CaseUser,
} from '../support-cases/cases.js';
import { decodeUploads } from '../uploads/decode-uploads.js';
import { arr, int, obj, str } from './schemas/helpers.js';
import { enumParam, multilineTextParam, pageParam, patternParam, sizeParam, textParam, uuidParam } from './schemas/params.js';

const BASE64_PATTERN = '^[A-Za-z0-9+/]*={0,2}$';
/**
 * Base64 of a file somewhat over the limit still passes the schema, so that
 * the upload check can say "larger than 5 MB" rather than a schema message.
 */
const CONTENT_MAX_LENGTH = Math.ceil((UPLOAD_LIMITS.maxFileBytes * 1.1) / 3) * 4;
/** Room for the most and largest attachments in base64, plus the text. */
const BODY_LIMIT = UPLOAD_LIMITS.maxFiles * CONTENT_MAX_LENGTH + 64 * 1024;
const CATEGORY_MAX_LENGTH = 100;
const FILE_NAME_MAX_LENGTH = 200;

const attachmentsParam = {
  type: 'array',
  maxItems: UPLOAD_LIMITS.maxFiles,
  items: {
    type: 'object',
    required: ['name', 'content'],
    additionalProperties: false,
    properties: {
      name: textParam(FILE_NAME_MAX_LENGTH, 1),
      content: patternParam(BASE64_PATTERN, CONTENT_MAX_LENGTH, 1),
    },
  },
};

const summaryProperties = {
  id: str,
  number: int,
  subject: str,
  category: str,
  subCategory: str,
  status: str,
  created: int,
  updated: int,
  unreadStaffReplies: int,
};

const detailSchema = obj({
  ...summaryProperties,
  messages: arr(
    obj({
      id: str,
      author: str,
      authorName: str,
      text: str,
      created: int,
      attachments: arr(obj({ id: str, name: str, size: int, mimeType: str })),
    }),
  ),
});

const caseParams = { type: 'object', required: ['caseId'], properties: { caseId: uuidParam } };

/** The signed-in user and the organization they act for (X-Organization-Id, or their personal one). */
function caseUser(request: FastifyRequest): CaseUser {
  const userId = requireUser(request);
  return { userId, organizationId: request.auth!.organizationId };
}

/** A name safe in a quoted header value (ASCII letters, digits, . _ - and space), and the exact name per RFC 5987. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, FILE_NAME_MAX_LENGTH) || 'attachment';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export default async function supportCaseRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.supportCases),
    schema: {
      querystring: {
        type: 'object',
        properties: {
          status: enumParam(SUPPORT_CASE_STATUSES),
          page: pageParam({ default: 0 }),
          size: sizeParam(SUPPORT_CASE_LIMITS.pageSizeMax, { default: SUPPORT_CASE_LIMITS.pageSizeDefault }),
        },
      },
      response: {
        200: obj({
          list: arr(obj(summaryProperties)),
          pagination: obj({ page: int, size: int, totalPageCount: int, totalSize: int }),
        }),
      },
    },
    handler: async (request) => {
      const { organizationId } = caseUser(request);
      const { status, page, size } = request.query as { status?: SupportCaseStatus; page: number; size: number };
      const { rows, total } = await app.repos.supportCases.page(organizationId, status ?? null, size, page);
      return { list: rows, pagination: { page, size, totalPageCount: Math.ceil(total / size), totalSize: total } };
    },
  });

  app.route({
    ...contractRoute(API.createSupportCase),
    bodyLimit: BODY_LIMIT,
    schema: {
      body: {
        type: 'object',
        required: ['category', 'subCategory', 'subject', 'description'],
        additionalProperties: false,
        properties: {
          category: textParam(CATEGORY_MAX_LENGTH, 1),
          subCategory: textParam(CATEGORY_MAX_LENGTH, 1),
          subject: textParam(SUPPORT_CASE_LIMITS.subjectMaxLength, 1),
          description: multilineTextParam(SUPPORT_CASE_LIMITS.textMaxLength, 1),
          attachments: attachmentsParam,
        },
      },
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const by = caseUser(request);
      const requestId = checkRequestId(requestIdOf(request));
      // A retry answers the stored case before anything else is checked again.
      const earlier = await app.repos.supportCases.idByRequestId(by.organizationId, requestId);
      if (earlier) return caseDetail(app.db, by.organizationId, earlier);
      const body = request.body as { category: string; subCategory: string; subject: string; description: string; attachments?: EncodedUpload[] };
      const subject = body.subject.trim();
      const description = body.description.trim();
      if (!subject || !description) throw new ApiError('INVALID_PARAMETER', 'subject and description must not be blank');
      await checkCategory(app.db, body.category, body.subCategory);
      const attachments = await decodeUploads(body.attachments ?? []);
      return openCase(app.db, by, { requestId, subject, description, category: body.category, subCategory: body.subCategory, attachments });
    },
  });

  app.route({
    ...contractRoute(API.supportCase),
    schema: { params: caseParams, response: { 200: detailSchema } },
    handler: async (request) => {
      const { organizationId } = caseUser(request);
      const { caseId } = request.params as { caseId: string };
      return openCaseThread(app.db, organizationId, caseId);
    },
  });

  app.route({
    ...contractRoute(API.replySupportCase),
    bodyLimit: BODY_LIMIT,
    schema: {
      params: caseParams,
      body: {
        type: 'object',
        required: ['text'],
        additionalProperties: false,
        properties: { text: multilineTextParam(SUPPORT_CASE_LIMITS.textMaxLength, 1), attachments: attachmentsParam },
      },
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const by = caseUser(request);
      const { caseId } = request.params as { caseId: string };
      const requestId = checkRequestId(requestIdOf(request));
      if (await isStoredReply(app.db, by.organizationId, caseId, requestId)) return caseDetail(app.db, by.organizationId, caseId);
      const body = request.body as { text: string; attachments?: EncodedUpload[] };
      const text = body.text.trim();
      if (!text) throw new ApiError('INVALID_PARAMETER', 'text must not be blank');
      const attachments = await decodeUploads(body.attachments ?? []);
      return replyAsUser(app.db, by, { caseId, requestId, text, attachments });
    },
  });

  for (const [endpoint, action] of [
    [API.closeSupportCase, 'close'],
    [API.reopenSupportCase, 'reopen'],
  ] as const) {
    app.route({
      ...contractRoute(endpoint),
      schema: { params: caseParams, response: { 200: detailSchema } },
      handler: async (request) => {
        const { organizationId } = caseUser(request);
        const { caseId } = request.params as { caseId: string };
        return setCaseStatusAsUser(app.db, organizationId, caseId, action);
      },
    });
  }

  app.route({
    ...contractRoute(API.supportAttachment),
    schema: {
      params: { type: 'object', required: ['caseId', 'attachmentId'], properties: { caseId: uuidParam, attachmentId: uuidParam } },
    },
    handler: async (request, reply) => {
      const { organizationId } = caseUser(request);
      const { caseId, attachmentId } = request.params as { caseId: string; attachmentId: string };
      const file = await app.repos.supportCases.attachment(organizationId, caseId, attachmentId);
      if (!file) throw new ApiError('NOT_FOUND', 'No such attachment');
      return reply
        .type(file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });
}
