/**
 * The service worker: this file only wires the modules together, in the
 * order their routes must be tried: the precached app shell, the TTL cache of
 * public API responses, the navigation fallback. Everything else (private API
 * calls, version.json, downloads) goes to the network untouched.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerPublicApiCache } from './api-cache/register-public-api-cache';
import { claimClientsOnFirstInstall } from './first-install-claim';
import { registerNavigationFallback } from './navigation';
import { listenForMessages } from './messages';
import { registerOutboxSync } from './outbox-sync';

declare let self: ServiceWorkerGlobalScope;
/** The build version (vite.config.ts `define`, shared with the worker's build). */
declare const __APP_VERSION__: string;

// The build replaces self.__WB_MANIFEST with the shell's files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerPublicApiCache(self);
registerNavigationFallback();
claimClientsOnFirstInstall(self);
listenForMessages(self, __APP_VERSION__);
registerOutboxSync(self);
