/**
 * On the very first install there is no older worker whose pages could be
 * disturbed, so the new one takes control of open pages at once: what the
 * visitor opens next in this first visit is already cached for offline use.
 * Updates never claim; they wait for the user (sw/messages.ts).
 */
export function claimClientsOnFirstInstall(scope: ServiceWorkerGlobalScope): void {
  let firstInstall = false;
  scope.addEventListener('install', () => {
    firstInstall = !scope.registration.active;
  });
  scope.addEventListener('activate', (event: ExtendableEvent) => {
    if (firstInstall) event.waitUntil(scope.clients.claim());
  });
}
