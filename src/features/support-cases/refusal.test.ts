import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../config/error-codes';
import { ApiError } from '../../lib/api';
import { classifyFailure } from './refusal';

const refused = (status: number, code: number, body: unknown = {}) => new ApiError('refused', { status, item: { code }, path: '/x', body });

describe('classifyFailure', () => {
  it('waits out the network, a rate limit and the server’s own trouble', () => {
    expect(classifyFailure(new ApiError('offline', { path: '/x', network: true }))).toEqual({ kind: 'offline' });
    expect(classifyFailure(refused(429, 429))).toEqual({ kind: 'offline' });
    expect(classifyFailure(refused(503, ERROR_CODES.MAINTENANCE.code))).toEqual({ kind: 'offline' });
    expect(classifyFailure(new Error('not an API error'))).toEqual({ kind: 'offline' });
  });

  it('names a closed case, an expired session and a refused attachment, with the fields the server named', () => {
    expect(classifyFailure(refused(409, ERROR_CODES.CASE_CLOSED.code))).toMatchObject({ kind: 'refused', reason: 'caseClosed' });
    expect(classifyFailure(refused(401, ERROR_CODES.INVALID_SESSION.code))).toMatchObject({ kind: 'refused', reason: 'sessionExpired' });
    const attachment = refused(400, ERROR_CODES.INVALID_PARAMETER.code, {
      fields: [{ field: 'attachments[0]', status: 'error', message: 'forms.error.attachmentContent' }],
    });
    expect(classifyFailure(attachment)).toMatchObject({
      reason: 'badAttachment',
      fields: [{ field: 'attachments[0]', message: 'forms.error.attachmentContent' }],
    });
    const category = refused(400, ERROR_CODES.INVALID_PARAMETER.code, { fields: [{ field: 'category', message: 'forms.error.invalid' }, { bad: 1 }] });
    expect(classifyFailure(category)).toMatchObject({ reason: 'refused', fields: [{ field: 'category', message: 'forms.error.invalid' }] });
  });
});
