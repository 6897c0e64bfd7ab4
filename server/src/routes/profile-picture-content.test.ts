/**
 * What a stored profile picture may hold: only pixels written afresh
 * (uploads/reencode-picture.ts). A polyglot loses its HTML, a photo its EXIF;
 * a pixel bomb and a damaged file are refused with 400, never a 500.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../../test/test-user.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { EXIF_MARKS, HTML_PAYLOAD, htmlPolyglotPng, jpegWithExif, pixelBombPng, solidPng } from '../../test/picture-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Uploads `bytes` as `name` for a new user; the answer and, when stored, the served picture. */
async function upload(name: string, bytes: Buffer) {
  const { call } = await signInTestUser(t.app, t.db, { email: `${crypto.randomUUID()}@example.com` }, Date.now());
  const res = await call('POST', '/api/v2/profile/picture', { name, content: bytes.toString('base64') });
  const served = res.statusCode === 200 ? await t.app.inject(res.json().profilePictureUrl as string) : undefined;
  return { res, served };
}

describe('profile pictures are written afresh', () => {
  it('keeps no trace of HTML carried in a tEXt chunk or after IEND, and serves a PNG that decodes', async () => {
    const polyglot = await htmlPolyglotPng();
    expect(polyglot.includes(HTML_PAYLOAD)).toBe(true);
    const { res, served } = await upload('me.png', polyglot);
    expect(res.statusCode).toBe(200);
    expect(served!.statusCode).toBe(200);
    expect(served!.headers['content-type']).toBe('image/png');
    const bytes = served!.rawPayload;
    for (const trace of ['<html', '<script', 'alert(', 'tEXt', 'Comment']) expect(bytes.includes(trace), trace).toBe(false);
    const decoded = await sharp(bytes).metadata();
    expect(decoded).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(decoded.comments).toBeUndefined();
    // The pixels are the picture's own.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0x30, 0x80, 0xf0, 255]);
  });

  it('drops the EXIF of a JPEG (position, camera, serial), turned upright by its orientation first', async () => {
    const photo = await jpegWithExif();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    for (const mark of Object.values(EXIF_MARKS)) expect(photo.includes(mark), mark).toBe(true);

    const { res, served } = await upload('photo.jpg', photo);
    expect(res.statusCode).toBe(200);
    expect(served!.headers['content-type']).toBe('image/jpeg');
    const bytes = served!.rawPayload;
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(bytes.includes('Exif\0\0')).toBe(false);
    for (const mark of Object.values(EXIF_MARKS)) expect(bytes.includes(mark), mark).toBe(false);
  });

  it('scales a large picture down to 512 px on its longer side', async () => {
    const { res, served } = await upload('wide.png', await solidPng(1600, 900));
    expect(res.statusCode).toBe(200);
    expect(await sharp(served!.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 288 });
  });

  it('refuses a pixel bomb (a tiny PNG claiming 30000 × 30000) with a 400 error body that says why', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200);
    const { res } = await upload('bomb.png', bomb);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
    expect(res.json().errors[0].message).toBe('The picture has more than 25 million pixels');
  });

  it('refuses a truncated PNG and a truncated JPEG with 400, not the image its name says', async () => {
    const png = await solidPng(64, 64);
    const jpeg = await jpegWithExif();
    for (const [name, bytes] of [
      ['cut.png', png.subarray(0, png.length - 30)],
      ['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length * 0.8))],
    ] as const) {
      const { res } = await upload(name, Buffer.from(bytes));
      expect(res.statusCode, name).toBe(400);
      expectErrorBody(res.json(), 61);
      expect(res.json().errors[0].message, name).toBe('The file is not the image its name says');
    }
  });

  it('serves a picture with a policy that lets it load and run nothing', async () => {
    const { served } = await upload('me.png', await solidPng(4, 4));
    expect(served!.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served!.headers['x-content-type-options']).toBe('nosniff');
  });
});
