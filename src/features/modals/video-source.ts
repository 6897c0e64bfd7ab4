/**
 * How the video modal can show a video under the site's Content-Security-Policy
 * (default-src 'self': frames and media from other origins are blocked):
 * - a video file from our own origin plays in a <video> element;
 * - an embed page on our own origin goes in an <iframe>;
 * - anything else (YouTube, Vimeo, ...) is a link that opens the video host
 *   in a new tab. Loosening the CSP for one host is a decision for later.
 */
export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'frame'; url: string } | { kind: 'external'; url: string; host: string } | { kind: 'invalid' };

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
  if (url.origin !== new URL(origin).origin) return { kind: 'external', url: url.href, host: url.hostname.replace(/^www\./, '') };
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', url: url.href } : { kind: 'frame', url: url.href };
}
