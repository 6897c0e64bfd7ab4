/**
 * What a request's headers ask of an answer, read the same way for static
 * files (plugins/static-files.ts) and cached API answers
 * (plugins/response-cache.ts): the encoding the client takes, and whether the
 * copy it holds is still the one we would send.
 */

/** Quality of each coding named in an Accept-Encoding header ("br;q=0" refuses brotli; "x-gzip" is gzip). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim() === 'x-gzip' ? 'gzip' : rawName?.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim() === 'q' && value !== undefined) q = Number.isFinite(Number(value)) ? Number(value) : 0;
    }
    qualities.set(name, Math.max(q, qualities.get(name) ?? 0));
  }
  return qualities;
}

/** The first of `offered` (our order of preference) the client accepts: named with q > 0, or covered by `*`. */
export function preferredEncoding<T extends string>(acceptEncoding: string | undefined, offered: readonly T[]): T | undefined {
  if (!acceptEncoding) return undefined;
  const qualities = parseAcceptEncoding(acceptEncoding);
  return offered.find((name) => (qualities.get(name) ?? qualities.get('*') ?? 0) > 0);
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
