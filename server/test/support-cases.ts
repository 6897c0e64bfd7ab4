/**
 * What the support cases' server tests share: the endpoint, a real PNG, a new
 * case's body, and opening a case or replying as a signed-in user.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SupportCaseDetail } from '../../src/config/support-cases.js';
import type { signedInject } from './signed-inject.js';

export const CASES = '/supportdesk/api/v1/cases';
/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export type Call = ReturnType<typeof signedInject>;

export const newCase = (overrides: Record<string, unknown> = {}) => ({
  category: 'general-help',
  subCategory: 'account',
  subject: 'Cannot change my e-mail',
  description: 'Hello,\nthe form says "try again".\n\nThanks',
  attachments: [],
  ...overrides,
});

export async function openCase(call: Call, overrides: Record<string, unknown> = {}, requestId = randomUUID()): Promise<SupportCaseDetail> {
  const res = await call('POST', CASES, newCase(overrides), { 'x-request-id': requestId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const replyToCase = (call: Call, caseId: string, body: unknown, requestId = randomUUID()) =>
  call('POST', `${CASES}/${caseId}/messages`, body, { 'x-request-id': requestId });
