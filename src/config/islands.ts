/**
 * The public pages rendered as islands (docs/rendering.md, "Islands"): the
 * server's HTML is the page, and the browser hydrates only its interactive
 * parts. The others are hydrated whole by the app, as before.
 */
import type { RouteName } from './paths.js';

export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['blogPost', 'supportArticle', 'guide', 'page', 'legalPrivacy']);
