/** The shape of a route of the table in paths.ts. */

/** What a page is, which decides its layout. */
export type PageKind =
  'home' | 'marketing' | 'product' | 'content' | 'form' | 'tool' | 'download' | 'developer' | 'support' | 'blog' | 'legal' | 'account' | 'not-found';

export interface RouteDef {
  /** Stable name; message ids of the page's title and description derive from it. */
  readonly name: string;
  pattern: string;
  kind: PageKind;
  /** Allowed values of constrained parameters; any other value is not found. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Parameters to visit the route with in tests (one set per interesting case). */
  samples?: ReadonlyArray<Readonly<Record<string, string>>>;
  /**
   * The page shows the signed-in user's own data (or asks them to sign in):
   * only the browser knows who that is, so it is never rendered on the
   * server (docs/rendering.md). Account pages are always so.
   */
  personal?: boolean;
  /**
   * The query parameters the server renders the page for (each at most once;
   * `lang` always): a search's words. A page asked for with any other query
   * is rendered in the browser, and one asked for with these is not kept nor
   * indexed (docs/rendering.md).
   */
  renderedQuery?: readonly string[];
}
