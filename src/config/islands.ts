/**
 * The public pages rendered as islands (docs/rendering.md, "Islands"): the
 * server's HTML is the page, and the browser hydrates only its interactive
 * parts: the articles so far. The others are hydrated whole by the app, as
 * before (docs/rendering.md says which are next and what holds them back).
 * tests/e2e/hydration.spec.ts fails when a page here handles an event, or
 * shows text, outside its islands that the whole app would not.
 */
import type { RouteName } from './paths.js';

export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['blogPost', 'supportArticle', 'guide', 'page', 'legalPrivacy']);
