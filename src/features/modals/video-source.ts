/**
 * How the video modal can show a video under the site's Content-Security-Policy
 * (default-src 'self': frames and media from other origins are blocked):
 * - a video file from our own origin plays in a <video> element;
 * - an embed page on our own origin goes in an <iframe>;
 * - a product video's embed (YouTube's no-cookie host) goes in an <iframe>
 *   too: the pages that show one allow that host in frame-src, and no other
 *   page does (src/config/product-videos.ts, docs/shell.md);
 * - anything else (YouTube, Vimeo, ...) is a link that opens the video host
 *   in a new tab.
 */
import { VIDEO_EMBED_ORIGIN } from '../../config/product-videos';

export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'frame'; url: string }
  | { kind: 'embed'; url: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'invalid' };

const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|m4v)$/i;

export function classifyVideoSource(src: unknown, origin: string): VideoSource {
  if (typeof src !== 'string' || src.trim() === '') return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  if (url.origin === VIDEO_EMBED_ORIGIN && url.pathname.startsWith('/embed/')) return { kind: 'embed', url: url.href };
  if (url.origin !== new URL(origin).origin) return { kind: 'external', url: url.href, host: url.hostname.replace(/^www\./, '') };
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', url: url.href } : { kind: 'frame', url: url.href };
}
