import { describe, expect, it } from 'vitest';
import { classifyVideoSource } from './video-source';

const ORIGIN = 'https://www.hashvale.example';

describe('classifyVideoSource', () => {
  it('plays a video file of our own origin in a video element', () => {
    expect(classifyVideoSource('/media/intro.mp4', ORIGIN)).toEqual({ kind: 'file', url: `${ORIGIN}/media/intro.mp4` });
  });

  it('frames an embed page of our own origin', () => {
    expect(classifyVideoSource(`${ORIGIN}/embed/intro`, ORIGIN)).toEqual({ kind: 'frame', url: `${ORIGIN}/embed/intro` });
  });

  it('links to a video on another host, which the CSP would not let us frame', () => {
    expect(classifyVideoSource('https://www.youtube.com/embed/abc123', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://www.youtube.com/embed/abc123',
      host: 'youtube.com',
    });
  });

  it('frames a product video from the no-cookie embed host, which the video pages allow', () => {
    expect(classifyVideoSource('https://www.youtube-nocookie.com/embed/abc123', ORIGIN)).toEqual({
      kind: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    expect(classifyVideoSource('https://www.youtube-nocookie.com/watch?v=abc123', ORIGIN)).toMatchObject({ kind: 'external' });
  });

  it('refuses a missing source and script URLs', () => {
    expect(classifyVideoSource(undefined, ORIGIN)).toEqual({ kind: 'invalid' });
    expect(classifyVideoSource('', ORIGIN)).toEqual({ kind: 'invalid' });
    expect(classifyVideoSource('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'invalid' });
  });
});
