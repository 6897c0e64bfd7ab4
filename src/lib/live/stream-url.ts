/** The websocket URL of a live stream entry of the API contract, on the page's own origin. */
import type { ApiEndpoint } from '../../config/api-contract';

export function streamUrl(endpoint: ApiEndpoint, params: Record<string, string>, origin: string = location.origin): string {
  const path = endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${origin.replace(/^http/, 'ws')}/${path}`;
}
