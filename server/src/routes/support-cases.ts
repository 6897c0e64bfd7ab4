/**
 * supportdesk/api/v1/cases: the support cases of the acting organization
 * (issue 16; shapes in src/config/support-cases.ts, docs/api.md "Support
 * cases"). Signed by a signed-in user; a case of another organization, like
 * one that does not exist, is NOT_FOUND. POSTs that store something take an
 * X-Request-Id and store it once (support-cases/cases.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { ATTACHMENT_CONTENT_MAX_LENGTH, ATTACHMENT_NAME_MAX_LENGTH } from '../../../src/config/api/support.js';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { checkRequestId, requestIdOf } from '../lib/request-id.js';
import { requireUser } from '../lib/require-user.js';
import {
  caseByRequestId,
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

/** Room for the most and largest attachments in base64, plus the text. */
const BODY_LIMIT = UPLOAD_LIMITS.maxFiles * ATTACHMENT_CONTENT_MAX_LENGTH + 64 * 1024;

/** The signed-in user and the organization they act for (X-Organization-Id, or their personal one). */
function caseUser(request: FastifyRequest): CaseUser {
  const userId = requireUser(request);
  return { userId, organizationId: request.auth!.organizationId };
}

/** A name safe in a quoted header value (ASCII letters, digits, . _ - and space), and the exact name per RFC 5987. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, ATTACHMENT_NAME_MAX_LENGTH) || 'attachment';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export default async function supportCaseRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.supportCases, {
    handler: async (request) => {
      const { organizationId } = caseUser(request);
      const { status, page, size } = request.query;
      const { rows, total } = await app.repos.supportCases.page(organizationId, status ?? null, size, page);
      return { list: rows, pagination: { page, size, totalPageCount: Math.ceil(total / size), totalSize: total } };
    },
  });

  contractRoute(app, API.createSupportCase, {
    bodyLimit: BODY_LIMIT,
    handler: async (request) => {
      const by = caseUser(request);
      const requestId = checkRequestId(requestIdOf(request));
      // The one look at the key: a retry answers the stored case before anything else is checked again.
      const earlier = await caseByRequestId(app, by.organizationId, requestId);
      if (earlier) return caseDetail(app, by.organizationId, earlier);
      const body = request.body;
      const subject = body.subject.trim();
      const description = body.description.trim();
      if (!subject || !description) throw new ApiError('INVALID_PARAMETER', 'subject and description must not be blank');
      await checkCategory(app, body.category, body.subCategory);
      const attachments = await decodeUploads(body.attachments ?? []);
      return openCase(app, by, { requestId, subject, description, category: body.category, subCategory: body.subCategory, attachments });
    },
  });

  contractRoute(app, API.supportCase, {
    handler: async (request) => {
      const { organizationId } = caseUser(request);
      const { caseId } = request.params;
      return openCaseThread(app, organizationId, caseId);
    },
  });

  contractRoute(app, API.replySupportCase, {
    bodyLimit: BODY_LIMIT,
    handler: async (request) => {
      const by = caseUser(request);
      const { caseId } = request.params;
      const requestId = checkRequestId(requestIdOf(request));
      // The one look at the key: a retry answers the case before its body and files are checked again.
      if (await isStoredReply(app, by.organizationId, caseId, requestId)) return caseDetail(app, by.organizationId, caseId);
      const body = request.body;
      const text = body.text.trim();
      if (!text) throw new ApiError('INVALID_PARAMETER', 'text must not be blank');
      const attachments = await decodeUploads(body.attachments ?? []);
      return replyAsUser(app, by, { caseId, requestId, text, attachments });
    },
  });

  contractRoute(app, API.closeSupportCase, {
    handler: async (request) => setCaseStatusAsUser(app, caseUser(request).organizationId, request.params.caseId, 'close'),
  });

  contractRoute(app, API.reopenSupportCase, {
    handler: async (request) => setCaseStatusAsUser(app, caseUser(request).organizationId, request.params.caseId, 'reopen'),
  });

  contractRoute(app, API.supportAttachment, {
    handler: async (request, reply) => {
      const { organizationId } = caseUser(request);
      const { caseId, attachmentId } = request.params;
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
