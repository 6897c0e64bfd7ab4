/**
 * X-User-Agent (spec section 7): a short description of the browser, the
 * operating system, the device class and the language, with the client's
 * build number (1), e.g. "Chrome 126; Windows; desktop; en-US; build 1".
 * Support reads it next to the request id; it is never used for decisions.
 */

/** The spec's "build number 1" of this web client. */
export const CLIENT_BUILD_NUMBER = 1;

export interface ClientEnvironment {
  userAgent: string;
  language: string | undefined;
  /** navigator.maxTouchPoints, to tell iPadOS (which claims to be a Mac) from macOS. */
  maxTouchPoints?: number;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['Windows', /Windows NT/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

function browserOf(ua: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return 'unknown browser';
}

function systemOf(ua: string, touch: number): string {
  for (const [name, pattern] of SYSTEMS) {
    if (!pattern.test(ua)) continue;
    return name === 'macOS' && touch > 1 ? 'iOS' : name;
  }
  return 'unknown OS';
}

function deviceOf(ua: string, touch: number): string {
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) || (/Macintosh/.test(ua) && touch > 1)) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod/.test(ua)) return 'mobile';
  return 'desktop';
}

export function describeClient(env: ClientEnvironment): string {
  const touch = env.maxTouchPoints ?? 0;
  return [
    browserOf(env.userAgent),
    systemOf(env.userAgent, touch),
    deviceOf(env.userAgent, touch),
    env.language || 'unknown language',
    `build ${CLIENT_BUILD_NUMBER}`,
  ].join('; ');
}

/** The description of the running browser ("" outside one). */
export function currentClientDescription(): string {
  if (typeof navigator === 'undefined') return '';
  return describeClient({
    userAgent: navigator.userAgent,
    language: navigator.language,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
