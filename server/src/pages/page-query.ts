/**
 * Which pages the app renders on the server, and for which query
 * (docs/rendering.md): a known page that is not the signed-in user's own
 * (account and personal pages render in the browser, which alone knows the
 * user), asked for with no query but the language, or with the query its
 * route renders for (`renderedQuery` in src/config/paths.ts: the help
 * search's words). Any other query may change what the page shows in ways
 * the server does not know, so the browser draws it.
 */
import { LOCALE_QUERY_PARAM } from '../../../src/config/locale-choice.js';
import type { RouteDef } from '../../../src/config/paths.js';
import { searchTextAllowed } from '../content/search-text.js';
import { CALCULATOR_QUERY_KEYS, calculatorQueryValueAllowed } from '../../../src/config/calculator-query.js';

/** Each rendered parameter's check: the value must be one the page can be drawn for the same on both sides. */
const PARAM_ALLOWED: Readonly<Record<string, (value: string) => boolean>> = {
  // A calculator link's figures and codes: the page parses them the same on both sides, ignoring what it cannot read.
  ...Object.fromEntries(CALCULATOR_QUERY_KEYS.map((key) => [key, calculatorQueryValueAllowed])),
  // The page shows the trimmed words, and asks list2 for them when it would take them (search-text.ts).
  q: (value) => searchTextAllowed(value.trim()),
};

/** The request's query less the language, parsed. A malformed escape stays as written, as it does in the browser. */
function queryOf(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(LOCALE_QUERY_PARAM);
  return query;
}

/** Whether the request names any parameter the page is rendered for (such a page, a search's results, is not indexed). */
export function asksRenderedQuery(route: RouteDef | undefined, search: string): boolean {
  const query = queryOf(search);
  return (route?.renderedQuery ?? []).some((name) => query.has(name));
}

/**
 * The query the app renders the page for, encoded, without "?" ('' for
 * none), or undefined when the app does not render it.
 */
export function appRenderQuery(status: number, route: RouteDef | undefined, search: string): string | undefined {
  if (status !== 200 || route === undefined || route.kind === 'account' || route.personal === true) return undefined;
  const query = queryOf(search);
  const rendered = new URLSearchParams();
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    const allowed = route.renderedQuery?.includes(name) === true && PARAM_ALLOWED[name] !== undefined;
    if (!allowed || values.length !== 1 || !PARAM_ALLOWED[name]!(values[0]!)) return undefined;
    rendered.set(name, values[0]!);
  }
  return rendered.toString();
}
