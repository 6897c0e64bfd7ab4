// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_LIMITS } from '../../config/limits';
import { encodedPicture, PICTURE_MAX_MB, pictureProblem, readAsDataUrl } from './picture-file';

describe('pictureProblem', () => {
  it('accepts png, jpg, jpeg and gif in any case up to the limit', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.Gif']) expect(pictureProblem({ name, size: 10 })).toBeNull();
    expect(pictureProblem({ name: 'a.png', size: PROFILE_PICTURE_LIMITS.maxBytes })).toBeNull();
  });

  it('refuses other kinds, empty files and files over the limit', () => {
    expect(pictureProblem({ name: 'scan.pdf', size: 10 })).toBe('wrongType');
    expect(pictureProblem({ name: 'noextension', size: 10 })).toBe('wrongType');
    expect(pictureProblem({ name: 'a.png', size: 0 })).toBe('empty');
    expect(pictureProblem({ name: 'a.png', size: PROFILE_PICTURE_LIMITS.maxBytes + 1 })).toBe('tooLarge');
  });

  it('names the limit in whole megabytes', () => {
    expect(PICTURE_MAX_MB).toBe(2);
  });
});

describe('reading a picture', () => {
  it('reads a file as a data URL and sends the base64 after the comma', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,AQID');
    expect(encodedPicture('me.png', url)).toEqual({ name: 'me.png', content: 'AQID' });
  });
});
