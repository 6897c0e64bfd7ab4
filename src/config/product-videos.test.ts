import { describe, expect, it } from 'vitest';
import { buildPath } from './paths';
import { formatVideoDuration, PRODUCT_VIDEOS, VIDEO_EMBED_ORIGIN, videoEmbedUrl, videoFrameSources, videoWatchUrl } from './product-videos';

describe('product videos', () => {
  it('embeds from YouTube’s no-cookie host and links to the watch page', () => {
    expect(VIDEO_EMBED_ORIGIN).toBe('https://www.youtube-nocookie.com');
    const video = PRODUCT_VIDEOS.dockerMiner!;
    expect(videoEmbedUrl(video)).toBe(`https://www.youtube-nocookie.com/embed/${video.youtubeId}`);
    expect(videoWatchUrl(video)).toBe(`https://www.youtube.com/watch?v=${video.youtubeId}`);
  });

  it('allows the embed host as a frame source only on a page with a video', () => {
    expect(videoFrameSources(buildPath('dockerMiner'))).toEqual([VIDEO_EMBED_ORIGIN]);
    expect(videoFrameSources(`${buildPath('dockerMiner')}/`)).toEqual([VIDEO_EMBED_ORIGIN]);
    expect(videoFrameSources(buildPath('pricing'))).toEqual([]);
    expect(videoFrameSources('/')).toEqual([]);
    expect(videoFrameSources('/docker-miner/anything')).toEqual([]);
  });

  it('shows a length as minutes and seconds', () => {
    expect(formatVideoDuration(134)).toBe('2:14');
    expect(formatVideoDuration(61)).toBe('1:01');
    expect(formatVideoDuration(45)).toBe('0:45');
  });
});
