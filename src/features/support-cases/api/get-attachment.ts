/**
 * GET supportdesk/api/v1/cases/{caseId}/attachments/{attachmentId}: the bytes,
 * through the signed client (a plain link would carry no signature).
 */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export function getAttachment(caseId: string, attachmentId: string): Promise<Blob> {
  return api.call(API.supportAttachment, { params: { caseId, attachmentId }, responseType: 'blob' });
}
