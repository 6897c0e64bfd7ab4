import sharp from 'sharp';
import { signInTestUser } from '../../test/test-user.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_LIMITS } from '../../../src/config/limits.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string) => signInTestUser(t.app, t.db, { email }, Date.now());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('POST api/v2/profile/picture', () => {
  it('stores a real PNG, points the personal organization at it and serves it', async () => {
    const { call } = await signIn('picture@example.com');
    const res = await call('POST', '/api/v2/profile/picture', { name: 'me.png', content: PNG.toString('base64') });
    expect(res.statusCode).toBe(200);
    const url = res.json().profilePictureUrl as string;
    expect(url).toMatch(/^\/api\/v2\/profile\/picture\/[0-9a-f-]{36}$/);

    const profile = (await call('GET', '/api/v2/profile')).json();
    expect(profile.organizations[0].profile.profilePictureUrl).toBe(url);

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    // Written afresh (profile-picture-content.test.ts): the same pixel in a PNG of its own.
    const [sent, stored] = await Promise.all([PNG, served.rawPayload].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
    expect(stored!.info).toMatchObject({ width: 1, height: 1 });
    expect(stored!.data.equals(sent!.data)).toBe(true);
  });

  it('replaces the earlier picture, whose URL then answers 404', async () => {
    const { call } = await signIn('twice@example.com');
    const first = (await call('POST', '/api/v2/profile/picture', { name: 'a.png', content: PNG.toString('base64') })).json().profilePictureUrl;
    const second = (await call('POST', '/api/v2/profile/picture', { name: 'b.PNG', content: PNG.toString('base64') })).json().profilePictureUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject(second)).statusCode).toBe(200);
    const gone = await t.app.inject(first);
    expect(gone.statusCode).toBe(404);
    expectErrorBody(gone.json(), 404);
  });

  it('refuses a text file renamed .png, and kinds other than png, jpg, jpeg and gif', async () => {
    const { call } = await signIn('renamed@example.com');
    const text = await call('POST', '/api/v2/profile/picture', { name: 'me.png', content: Buffer.from('just some text\n').toString('base64') });
    expect(text.statusCode).toBe(400);
    expectErrorBody(text.json(), 61);
    expect(text.json().errors[0].message).toMatch(/not the image/);
    // A PDF is an allowed attachment, but not a picture.
    const pdf = await call('POST', '/api/v2/profile/picture', { name: 'me.pdf', content: Buffer.from('%PDF-1.4\n').toString('base64') });
    expect(pdf.statusCode).toBe(400);
    expect((await call('POST', '/api/v2/profile/picture', { name: 'me.png', content: 'not base64!' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v2/profile/picture', { name: 'me.png' })).statusCode).toBe(400);
  });

  it('refuses a picture over the size limit, and a far larger body with 413', async () => {
    const { call } = await signIn('big@example.com');
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_LIMITS.maxBytes + 1 - PNG.length)]);
    const res = await call('POST', '/api/v2/profile/picture', { name: 'big.png', content: big.toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/larger than 2 MiB/);
    const huge = Buffer.alloc(PROFILE_PICTURE_LIMITS.maxBytes * 2);
    const tooLarge = await call('POST', '/api/v2/profile/picture', { name: 'huge.png', content: huge.toString('base64') });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('answers 401 without a signature', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/profile/picture', payload: { name: 'me.png', content: PNG.toString('base64') } });
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), 2000);
  });

  it('answers 404 for an unknown picture and 400 for an id that is no uuid', async () => {
    expect((await t.app.inject('/api/v2/profile/picture/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v2/profile/picture/nope')).statusCode).toBe(400);
  });
});

describe('POST api/v2/profile settings', () => {
  it('keeps any currency of the fiat list and refuses others with 400', async () => {
    const { call } = await signIn('fiat@example.com');
    const ok = await call('POST', '/api/v2/profile', { userSettings: { language: 'sl', currency: 'JPY' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userSettings).toEqual({ language: 'sl', currency: 'JPY' });
    for (const currency of ['BTC', 'usd', '', 42]) {
      const bad = await call('POST', '/api/v2/profile', { userSettings: { currency } });
      expect(bad.statusCode).toBe(400);
      expectErrorBody(bad.json(), 61);
    }
  });

  it('keeps a country of the list in profileSettings, clears it with an empty string, and refuses unknown codes', async () => {
    const { call } = await signIn('country@example.com');
    const ok = await call('POST', '/api/v2/profile', { profileSettings: { country: 'SI' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profileSettings).toEqual({ country: 'SI' });
    // Other settings leave the country alone.
    expect((await call('POST', '/api/v2/profile', { userSettings: { currency: 'EUR' } })).json().profileSettings).toEqual({ country: 'SI' });
    for (const country of ['ZZ', 'si', 'SVN', 7]) {
      expect((await call('POST', '/api/v2/profile', { profileSettings: { country } })).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/v2/profile', { profileSettings: { country: '' } })).json().profileSettings).toEqual({});
  });
});
