/**
 * Data a page was rendered with on the server, handed to the browser inside
 * the page (docs/rendering.md): the article of an article page and its
 * heading, so the browser's first render (hydration) draws what the server
 * drew. It travels as JSON text in an inert `<template>`, never a script (the
 * CSP allows none inline). Keys name what a hook would have loaded; an
 * article that does not exist is there as null.
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
