/**
 * Random values for request headers, from crypto.getRandomValues (available in
 * every browser context, secure or not, and in Node 20), never Math.random.
 */
import { NONCE_LENGTH } from '../../config/limits';

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
// 252 = 7 x 36: bytes at or above it are dropped so every digit is equally likely.
const UNBIASED_LIMIT = 252;

/** X-Nonce: NONCE_LENGTH (32) base-36 characters, new for every attempt. */
export function createNonce(length: number = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      nonce += BASE36[byte % 36];
      if (nonce.length === length) break;
    }
  }
  return nonce;
}

/**
 * X-Request-Id: a version-4 UUID naming one user action; retries of the action
 * keep it so the server can answer a repeat idempotently. Built by hand because
 * crypto.randomUUID only exists in secure contexts.
 */
export function createRequestId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
