/**
 * Fills the cache with the public answers a page fetched before this worker
 * controlled it (the very first visit: the page loads its data while the
 * worker is still installing). The page sends the URLs it fetched; only
 * allowlisted paths not already stored are fetched again, without any of the
 * page's headers, so nothing signed can come in this way.
 */
import { publicApiCacheKey } from '../../src/config/public-api-cache.js';
import { handlePublicApiRequest, isFresh, type PublicApiHandlerDeps } from './public-api-handler';
import { publicApiCacheRule } from './public-api-rules';

/** A page reports a handful of calls; more is not a page's first load. */
const MAX_URLS = 50;

export async function warmPublicApiCache(urls: readonly unknown[], origin: string, deps: PublicApiHandlerDeps): Promise<void> {
  const targets = new Map<string, URL>();
  for (const raw of urls.slice(0, MAX_URLS)) {
    if (typeof raw !== 'string') continue;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const rule = publicApiCacheRule(url.pathname);
    if (rule) targets.set(publicApiCacheKey(url, rule.cacheKeyIgnores), url);
  }
  await Promise.allSettled(
    [...targets].map(async ([key, url]) => {
      const rule = publicApiCacheRule(url.pathname)!;
      const stored = await deps.store.read(key).catch(() => undefined);
      if (stored && isFresh(stored, rule, deps.now())) return;
      await handlePublicApiRequest(new Request(url.href), rule, { ...deps, onServedFromCache: undefined });
    }),
  );
}
