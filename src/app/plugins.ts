/**
 * Step two of the boot sequence (spec section 1): app-wide plugins, after
 * error capture and before the language is chosen: the service worker. The
 * store's startup calls run after mount (src/app/startup.ts).
 */
import { registerServiceWorker } from '../lib/pwa';

export function registerPlugins(): void {
  // Registration waits for nothing the first paint needs.
  void registerServiceWorker();
}
