import { describe, expect, it } from 'vitest';
import { authHeader, computeSignature, signatureInput, signatureMatches } from './signature.js';
import { SIGNING_VECTORS } from '../../../src/lib/signing/signing-vectors.js';

const asFields = (v: (typeof SIGNING_VECTORS)[number]) => ({ ...v, body: Buffer.from(v.body, 'utf8') });

describe('request signature (node:crypto)', () => {
  for (const vector of SIGNING_VECTORS) {
    it(`reproduces the official vector: ${vector.name}`, () => {
      expect(computeSignature(vector.secret, asFields(vector))).toBe(vector.signature);
      expect(signatureMatches(vector.secret, asFields(vector), vector.signature)).toBe(true);
    });
  }

  it('accepts the signature in upper-case hex too', () => {
    const v = SIGNING_VECTORS[0]!;
    expect(signatureMatches(v.secret, asFields(v), v.signature.toUpperCase())).toBe(true);
  });

  it('rejects a signature that differs in one character', () => {
    const v = SIGNING_VECTORS[1]!;
    const wrong = (v.signature[0] === '0' ? '1' : '0') + v.signature.slice(1);
    expect(signatureMatches(v.secret, asFields(v), wrong)).toBe(false);
  });

  it('rejects signatures that are not 64 hex characters without throwing', () => {
    const v = SIGNING_VECTORS[1]!;
    for (const bad of ['', 'abc', v.signature.slice(0, 63), `${v.signature}00`, 'zz'.repeat(32)]) {
      expect(signatureMatches(v.secret, asFields(v), bad)).toBe(false);
    }
  });

  it('rejects the signature of the same request signed with another secret', () => {
    const v = SIGNING_VECTORS[1]!;
    expect(signatureMatches(`${v.secret}x`, asFields(v), v.signature)).toBe(false);
  });

  it('signs a path with a trailing slash differently from the same path without it', () => {
    const v = SIGNING_VECTORS[1]!;
    expect(computeSignature(v.secret, { ...asFields(v), path: `${v.path}/` })).not.toBe(v.signature);
  });

  it('treats an empty body like no body at all', () => {
    const v = SIGNING_VECTORS[1]!;
    expect(signatureInput({ ...v, body: Buffer.alloc(0) })).toEqual(signatureInput({ ...v, body: null }));
  });

  it('hashes a body that is a view into a larger buffer by its own bytes only', () => {
    const post = SIGNING_VECTORS.find((v) => v.method === 'POST')!;
    const big = Buffer.from(`xx${post.body}yy`, 'utf8');
    const view = big.subarray(2, 2 + post.body.length);
    expect(computeSignature(post.secret, { ...post, body: view })).toBe(post.signature);
  });

  it('builds the X-Auth header as key, colon, signature', () => {
    const v = SIGNING_VECTORS[0]!;
    expect(authHeader(v.secret, asFields(v))).toBe(`${v.key}:${v.signature}`);
  });
});
