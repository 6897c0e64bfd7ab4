/**
 * Turning a call's path template, params and query into the exact URL that is
 * sent. The signature covers the path and query as they go on the wire, so the
 * client builds them itself instead of letting ofetch merge `baseURL` and
 * `query` after its hooks have run (docs/api-client.md).
 */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
export type PathParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Fills `{name}` placeholders from `params`, each value percent-encoded as one segment. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`API path ${template} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The query string without "?": keys in the order given, null and undefined left out. */
export function buildQuery(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === undefined || value === null) continue;
      search.append(key, String(value));
    }
  }
  return search.toString();
}

export interface FinalUrl {
  /** What fetch is given: host + path + "?" + query. */
  url: string;
  /** The path as sent, with a leading slash: field 8 of the signature. */
  path: string;
  /** The query as sent, without "?": field 9 of the signature. */
  query: string;
}

/**
 * The URL of a call. `host` is the API origin ("" for the page's own origin,
 * or e.g. "https://api.example.com"); paths are written without a leading
 * slash in call definitions, as the spec lists them.
 */
export function finalUrl(host: string, template: string, params?: PathParams, query?: Query): FinalUrl {
  const filled = fillPath(template, params);
  const path = filled.startsWith('/') ? filled : `/${filled}`;
  const queryString = buildQuery(query);
  const base = host.replace(/\/+$/, '');
  return { url: `${base}${path}${queryString ? `?${queryString}` : ''}`, path, query: queryString };
}
