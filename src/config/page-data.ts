/**
 * Data a page was rendered with on the server, handed to the browser inside
 * the page (docs/rendering.md): the article of an article page and its
 * heading, so the browser's first render (hydration) draws what the server
 * drew, the lists of articles it shows (a blog list, a help category's
 * articles, a search's results), the help centre's categories, the fee
 * structure, the service status and the download files. It travels as JSON text in an inert
 * `<template>`, never a script (the CSP allows none inline). Keys name what a hook would have
 * loaded; an article that does not exist is there as null.
 * Shared by the server (which writes it) and the app (src/lib/page-data.ts).
 */

export type PageData = Readonly<Record<string, unknown>>;

/** The element id of the page's data in the served HTML. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** An article a page asks for while the server renders it; the server looks it up and renders the page again with it. */
export interface ArticleRequest {
  category: string;
  sub?: string | undefined;
  url: string;
  lang: string;
}

/** The columns a list of articles may be ordered by (list2's `orderCol`; the server's content repository uses the same). */
export const ARTICLE_ORDER_COLUMNS = ['date', 'position', 'title', 'created', 'updated', 'id'] as const;

/** The parameters of main/api/v2/content/list2, as the spec names them: the app sends them, the server renders with them. */
export interface ArticleListQuery {
  category?: string | undefined;
  sub?: string | undefined;
  tags?: string | undefined;
  tagsExclude?: string | undefined;
  size?: number | undefined;
  /** From 0. */
  page?: number | undefined;
  orderCol?: (typeof ARTICLE_ORDER_COLUMNS)[number] | undefined;
  orderDirection?: 'ASC' | 'DESC' | undefined;
  search?: string | undefined;
  lang?: string | undefined;
}

/** A page of an article list a page asks for while the server renders it: list2's query in a language (a search only on a page the server renders for its query). */
export type ArticleListRequest = Omit<ArticleListQuery, 'lang'> & { lang: string };

/** What a page can ask for while the server renders it: an article, a page of a list, the help centre's categories, the fee structure or the service status. */
export type ContentRequest =
  | { article: ArticleRequest }
  | { list: ArticleListRequest }
  | { supportCategories: true }
  | { feeInfo: true }
  | { statusSummary: true }
  | { apiReference: true }
  | { apiOperation: string }
  | { websocketReference: true }
  | { apiChangelog: true }
  | { downloadFiles: true };

/** The key of the help centre's categories (supportdesk/api/v1/categories' `categories`). */
export const SUPPORT_CATEGORIES_DATA_KEY = 'support categories';

/**
 * The key of the fee structure (main/api/v2/public/service/fee/info's answer).
 * An operator's setting, not content: a page rendered with it is kept no
 * longer than the API keeps that answer (docs/rendering.md).
 */
export const FEE_INFO_DATA_KEY = 'fee info';

/**
 * The key of the service status (api/v2/status/summary's answer): live, so a
 * page rendered with it is kept no longer than the API keeps that answer (a
 * few seconds), and null when the status tables could not be read.
 */
export const STATUS_SUMMARY_DATA_KEY = 'status summary';

/** The key of the API reference's list of operations (src/config/api-reference.ts: referenceIndex of api/v2/openapi.json). */
export const API_REFERENCE_DATA_KEY = 'api reference';

/** The key of one operation of the API reference (operationDetail of api/v2/openapi.json; null when there is no such operation). */
export function apiOperationDataKey(name: string): string {
  return `api operation ${name}`;
}

/** The key of the websocket reference (src/config/websocket-reference.ts of api/v2/asyncapi.json). */
export const WEBSOCKET_REFERENCE_DATA_KEY = 'websocket reference';

/** The key of the API changelog (api/v2/changelog's answer). */
export const API_CHANGELOG_DATA_KEY = 'api changelog';

/**
 * The key of the download centre's files (api/v2/downloads' list: sizes,
 * checksums, which are unavailable): a page rendered with it is kept no
 * longer than the API keeps that answer, so a file added to the folder shows.
 */
export const DOWNLOAD_FILES_DATA_KEY = 'download files';

/** The key of one list page: its query with the parameters in a fixed order and unset ones left out. */
export function listDataKey(request: ArticleListRequest): string {
  const entries = Object.entries(request)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `list ${JSON.stringify(entries)}`;
}

/** The key the answer to `request` goes under. */
export function contentDataKey(request: ContentRequest): string {
  if ('article' in request) return articleDataKey(request.article);
  if ('list' in request) return listDataKey(request.list);
  if ('feeInfo' in request) return FEE_INFO_DATA_KEY;
  if ('statusSummary' in request) return STATUS_SUMMARY_DATA_KEY;
  if ('apiReference' in request) return API_REFERENCE_DATA_KEY;
  if ('apiOperation' in request) return apiOperationDataKey(request.apiOperation);
  if ('websocketReference' in request) return WEBSOCKET_REFERENCE_DATA_KEY;
  if ('apiChangelog' in request) return API_CHANGELOG_DATA_KEY;

  if ('downloadFiles' in request) return DOWNLOAD_FILES_DATA_KEY;
  return SUPPORT_CATEGORIES_DATA_KEY;
}

/** The key of one article (category, sub, url), in the page's language. */
export function articleDataKey(key: { category: string; sub?: string | undefined; url: string }): string {
  return `article ${key.category} ${key.sub ?? ''} ${key.url}`;
}

/** The key of the h1 the page at `path` shows (an article's title). */
export function headingDataKey(path: string): string {
  return `heading ${path}`;
}

/** JSON as the text of a `<template>`: `&` and `<` escaped, so nothing in it can close the element. */
export function pageDataHtml(data: PageData): string {
  const text = JSON.stringify(data).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<template id="${PAGE_DATA_ELEMENT_ID}">${text}</template>`;
}

/**
 * `data-rendered` on #root: "server" while it holds the server's markup not
 * yet hydrated, "hydrated" once the app has taken it over (src/main.tsx).
 */
export const ROOT_RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * The element id of the app's scripts on a page the server rendered: an inert
 * `<template>` holding the shell's entry script and module preloads, which
 * public/before-app.js adds to the page after its first paint (it names the id itself).
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/**
 * On the app's scripts' template, says the page is rendered as islands (docs/rendering.md,
 * "Islands"): the islands script, not the whole app, is listed. public/before-app.js names it
 * itself: it reads the locale tables ahead of the app only where the whole app renders.
 */
export const ISLANDS_SCRIPTS_ATTRIBUTE = 'data-islands';

/** Whether the visitor had accepted the cookie notice when the server rendered the page (it shows the notice if not). */
export const COOKIES_ACCEPTED_DATA_KEY = 'cookies accepted';
