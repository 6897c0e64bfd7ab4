import { describe, expect, it } from 'vitest';
import { authHeader, computeSignature, signatureInput } from './hmac-signature';
import { SIGNING_VECTORS } from './signing-vectors';

describe('hmac-signature (WebCrypto)', () => {
  for (const vector of SIGNING_VECTORS) {
    it(`reproduces the official vector: ${vector.name}`, async () => {
      expect(await computeSignature(vector.secret, vector)).toBe(vector.signature);
    });
  }

  it('signs a body given as bytes the same as the same body given as a string', async () => {
    const post = SIGNING_VECTORS.find((v) => v.method === 'POST')!;
    const bytes = new TextEncoder().encode(post.body);
    expect(await computeSignature(post.secret, { ...post, body: bytes })).toBe(post.signature);
  });

  it('joins the fields with single zero bytes and leaves an empty body out entirely', () => {
    const input = signatureInput({
      key: 'k',
      time: '1',
      nonce: 'n',
      organizationId: 'o',
      method: 'GET',
      path: '/p',
      query: '',
      body: '',
    });
    expect(new TextDecoder().decode(input)).toBe('k\u00001\u0000n\u0000\u0000o\u0000\u0000GET\u0000/p\u0000');
  });

  it('appends a non-empty body after one more separator', () => {
    const input = signatureInput({
      key: 'k',
      time: '1',
      nonce: 'n',
      organizationId: '',
      method: 'POST',
      path: '/p',
      query: 'a=1',
      body: '{}',
    });
    expect(new TextDecoder().decode(input)).toBe('k\u00001\u0000n\u0000\u0000\u0000\u0000POST\u0000/p\u0000a=1\u0000{}');
  });

  it('builds the X-Auth header as key, colon, signature', async () => {
    const v = SIGNING_VECTORS[0]!;
    expect(await authHeader(v.secret, v)).toBe(`${v.key}:${v.signature}`);
  });

  it('changes the signature when one body byte changes', async () => {
    const post = SIGNING_VECTORS.find((v) => v.method === 'POST')!;
    expect(await computeSignature(post.secret, { ...post, body: '{"test":false}' })).not.toBe(post.signature);
  });
});
