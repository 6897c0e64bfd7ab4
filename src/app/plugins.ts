/**
 * Step two of the boot sequence (spec section 1): app-wide plugins, after
 * error capture and before the language is chosen. Today that is the service
 * worker; the store's startup joins here later.
 */
import { registerServiceWorker } from '../lib/pwa';

export function registerPlugins(): void {
  // Registration waits for nothing the first paint needs.
  void registerServiceWorker();
}
