/**
 * The API changelog of /software-developers/changelog (docs/developer-portal.md,
 * "The changelog"): the dated entries of content/api-changelog/ (articles of
 * the category below, loaded and sanitised as every article), newest first,
 * and the operations the contract marks deprecated, read from the OpenAPI
 * document (each shape's `deprecated` becomes the operation's). The server
 * answers api/v2/changelog with it and renders the page with it.
 */
import { referenceIndex, type ReferenceOperation } from './api-reference.js';

/** The content category of the changelog's entries (front matter `category: api-changelog`). */
export const API_CHANGELOG_CATEGORY = 'api-changelog';

export interface ChangelogEntry {
  /** The entry's url, its anchor on the page (`#<anchor>`). */
  readonly anchor: string;
  /** The day it took effect, YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly title: string;
  /** The operations it touched (front matter `operations: [a, b]`), by their contract names. */
  readonly operations: string[];
  /** The entry's text, sanitised HTML. */
  readonly html: string;
}

export type DeprecatedOperation = Pick<ReferenceOperation, 'name' | 'method' | 'path' | 'summary'>;

export interface ApiChangelog {
  readonly entries: ChangelogEntry[];
  readonly deprecated: DeprecatedOperation[];
}

/** An article of the changelog's category as the content index holds it. */
export interface ChangelogArticle {
  readonly url: string;
  readonly title: string;
  /** Epoch ms. */
  readonly date: number;
  readonly meta: { readonly [key: string]: unknown };
  readonly text: string;
}

/** The operations the OpenAPI document marks deprecated, in its order. */
export function deprecatedOperations(doc: unknown): DeprecatedOperation[] {
  return referenceIndex(doc)
    .groups.flatMap((g) => g.operations)
    .filter((o) => o.deprecated)
    .map(({ name, method, path, summary }) => ({ name, method, path, summary }));
}

const operationsOf = (meta: ChangelogArticle['meta']): string[] => {
  const value = meta.operations;
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string' && value ? [value] : [];
};

/** The entries newest first (the same day: by url, for a stable order), and the deprecated operations. */
export function apiChangelog(articles: readonly ChangelogArticle[], doc: unknown): ApiChangelog {
  const entries = [...articles]
    .sort((a, b) => b.date - a.date || (a.url < b.url ? -1 : 1))
    .map((a) => ({ anchor: a.url, date: new Date(a.date).toISOString().slice(0, 10), title: a.title, operations: operationsOf(a.meta), html: a.text }));
  return { entries, deprecated: deprecatedOperations(doc) };
}
