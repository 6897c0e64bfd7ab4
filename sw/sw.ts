/**
 * The service worker: this file only wires the modules together. Today it
 * precaches the app shell, serves navigations from it and updates on the
 * user's word; runtime caching of public API responses arrives with the PWA
 * issue.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerNavigationFallback } from './navigation';
import { listenForMessages } from './messages';

declare let self: ServiceWorkerGlobalScope;

// The build replaces self.__WB_MANIFEST with the shell's files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigationFallback();
listenForMessages(self);
