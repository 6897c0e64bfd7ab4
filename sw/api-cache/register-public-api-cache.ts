/**
 * Routes same-origin GETs of allowlisted public API paths to the TTL cache,
 * and fills it on the page's request with what the page fetched before this
 * worker controlled it.
 */
import { registerRoute } from 'workbox-routing';
import { SERVED_FROM_CACHE_MESSAGE, WARM_PUBLIC_API_MESSAGE, type ServedFromCacheMessage } from '../../src/config/public-api-cache.js';
import { handlePublicApiRequest, type PublicApiHandlerDeps } from './public-api-handler';
import { publicApiCacheRule } from './public-api-rules';
import { indexedDbResponseStore } from './response-store';
import { warmPublicApiCache } from './warm-public-api';

export function registerPublicApiCache(scope: ServiceWorkerGlobalScope): void {
  const deps: PublicApiHandlerDeps = {
    store: indexedDbResponseStore(),
    fetch: (request, init) => scope.fetch(request, init),
    now: Date.now,
  };

  registerRoute(
    // A navigation (the user opened the API URL itself) is left to the network.
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && request.mode !== 'navigate' && publicApiCacheRule(url.pathname) !== undefined,
    async ({ request, url, event }) => {
      const rule = publicApiCacheRule(url.pathname)!;
      const clientId = (event as FetchEvent | undefined)?.clientId;
      return handlePublicApiRequest(request, rule, {
        ...deps,
        onServedFromCache: (key, entry, stale) => {
          if (!clientId) return;
          const message: ServedFromCacheMessage = { type: SERVED_FROM_CACHE_MESSAGE, key, fetchedAt: entry.fetchedAt, stale };
          void scope.clients.get(clientId).then((client) => client?.postMessage(message));
        },
      });
    },
  );

  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (data?.type !== WARM_PUBLIC_API_MESSAGE || !Array.isArray(data.urls)) return;
    event.waitUntil(warmPublicApiCache(data.urls, scope.location.origin, deps));
  });
}
