/**
 * The product videos (spec section 2: "A video modal for embedded videos"):
 * which product page has one, its length, and where it plays. They are
 * embedded from YouTube's privacy-enhanced host, which sets no cookie until
 * the visitor plays the video. The ids name videos of our own channel; until
 * the channel publishes them they are placeholders (docs/shell.md,
 * "Product videos").
 *
 * The embed host is allowed in the Content-Security-Policy's frame-src only
 * on these pages (server/src/lib/security-headers.ts, videoFrameSources).
 */
import { buildPath, type RouteName } from './paths.js';

/** Where an embedded video plays: YouTube's no-cookie host. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Where the plain link goes (offline, or without JavaScript). */
export const VIDEO_WATCH_ORIGIN = 'https://www.youtube.com';

export interface ProductVideo {
  /** The video's id on our channel (a placeholder until published). */
  youtubeId: string;
  durationSeconds: number;
  /** The message naming the video (its title in the dialog). */
  titleId: string;
}

export const PRODUCT_VIDEOS: Readonly<Partial<Record<RouteName, ProductVideo>>> = {
  dockerMiner: { youtubeId: 'hvDockerMnr1', durationSeconds: 134, titleId: 'products.video.dockerMiner.title' },
  miner: { youtubeId: 'hvDesktopMn1', durationSeconds: 187, titleId: 'products.video.miner.title' },
  nhosMining: { youtubeId: 'hvNhosSetup1', durationSeconds: 221, titleId: 'products.video.nhosMining.title' },
};

export function videoEmbedUrl(video: ProductVideo): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(video.youtubeId)}`;
}

export function videoWatchUrl(video: ProductVideo): string {
  return `${VIDEO_WATCH_ORIGIN}/watch?v=${encodeURIComponent(video.youtubeId)}`;
}

const VIDEO_PATHS: ReadonlySet<string> = new Set(Object.keys(PRODUCT_VIDEOS).map((name) => buildPath(name as RouteName)));

/**
 * The frame sources a page at `pathname` needs beyond our own origin: the
 * embed host on a page with a product video, nothing elsewhere. A trailing
 * slash is the same page (the route table accepts it).
 */
export function videoFrameSources(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return VIDEO_PATHS.has(path) ? [VIDEO_EMBED_ORIGIN] : [];
}

/** "2:14" for 134 s: the length shown on the control. */
export function formatVideoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}
