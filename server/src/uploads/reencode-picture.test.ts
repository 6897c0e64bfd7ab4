import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_IMAGE } from '../../../src/config/limits.js';
import { animatedGif, pixelBombPng, solidPng } from '../../test/picture-files.js';
import { reencodePicture } from './reencode-picture.js';

describe('reencodePicture', () => {
  it('makes a GIF its first frame as a PNG, however many frames it has', async () => {
    const gif = await animatedGif(30, 20, 3);
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const result = await reencodePicture(gif, 'image/gif');
    if (!result.ok) throw new Error(result.problem);
    expect(result.mimeType).toBe('image/png');
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 30, height: 20 });
    expect((await sharp(result.bytes).metadata()).pages).toBeUndefined();
    // Frame 0 is red 0, blue 200 (frames 1 and 2 are redder).
    expect(data[0]).toBeLessThan(10);
    expect(data[2]).toBeGreaterThan(190);
  });

  it('never enlarges a small picture', async () => {
    const result = await reencodePicture(await solidPng(3, 2), 'image/png');
    if (!result.ok) throw new Error(result.problem);
    expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 3, height: 2 });
  });

  it('counts pixels against the limit from the header: at the limit it decodes, one row more is refused', async () => {
    const side = Math.sqrt(PROFILE_PICTURE_IMAGE.maxInputPixels);
    expect(Number.isInteger(side)).toBe(true);
    // At the limit the header passes and the (missing) pixels fail to decode: a damaged file, not a bomb.
    await expect(reencodePicture(pixelBombPng(side, side), 'image/png')).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(reencodePicture(pixelBombPng(side, side + 1), 'image/png')).resolves.toEqual({ ok: false, problem: 'pixels' });
  });

  it('refuses bytes of another format than the upload check found, and bytes of none', async () => {
    const png = await solidPng(4, 4);
    await expect(reencodePicture(png, 'image/jpeg')).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(reencodePicture(png, 'application/pdf')).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(reencodePicture(new TextEncoder().encode('not a picture'), 'image/png')).resolves.toEqual({ ok: false, problem: 'content' });
  });

  it('works off the event loop: timers keep firing while a large JPEG is decoded', async () => {
    // A progressive JPEG cannot be decoded at a reduced scale: every pixel is decoded, long enough to watch the timers.
    const photo = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#40a060' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    const start = performance.now();
    const result = await reencodePicture(photo, 'image/jpeg');
    const end = performance.now();
    clearInterval(timer);
    expect(result.ok).toBe(true);
    const marks = [start, ...ticks, end];
    const longestGap = Math.max(...marks.slice(1).map((mark, i) => mark - marks[i]!));
    // Had the decoding held the event loop, one gap would span nearly all of it.
    expect(end - start).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan((end - start) / 2);
  });
});
