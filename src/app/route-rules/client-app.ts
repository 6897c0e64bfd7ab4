/**
 * /my/login?nhm&client=<name>/<version>: a desktop or mobile client opened the
 * sign-in, and says which (spec section 2, "Redirects"). The name and version
 * are kept in clientAppState and in the CLIENT_APP_COOKIE (`<name>/<version>`)
 * so the account area's sign-in can answer that client.
 */
import { proxy } from 'valtio';
import { DEFAULT_COOKIE_DAYS } from '../../config/limits';
import { CLIENT_APP_COOKIE, writeCookie } from '../../lib/storage';

export interface ClientApp {
  name: string;
  version: string;
}

export const clientAppState = proxy<{ client: ClientApp | null }>({ client: null });

export function clientFromLoginUrl(pathname: string, search: string): ClientApp | undefined {
  if (!/^\/my\/login\/?$/.test(pathname)) return undefined;
  const query = new URLSearchParams(search);
  const client = query.get('client');
  if (!query.has('nhm') || !client) return undefined;
  const slash = client.indexOf('/');
  const name = (slash === -1 ? client : client.slice(0, slash)).trim();
  const version = slash === -1 ? '' : client.slice(slash + 1).trim();
  return name ? { name, version } : undefined;
}

export function recordClientApp(pathname: string, search: string): void {
  const client = clientFromLoginUrl(pathname, search);
  if (!client) return;
  clientAppState.client = client;
  writeCookie(CLIENT_APP_COOKIE, `${client.name}/${client.version}`, DEFAULT_COOKIE_DAYS);
}
