/**
 * What the server writes into the app's HTML for one page in one language
 * (docs/rendering.md): the document title, description, canonical address,
 * the other languages (hreflang), a page's feed, Open Graph, and a body a reader without
 * JavaScript gets: the page's h1, its lead, and for an article its text.
 * Pure; server/src/pages/render-page.ts gathers the inputs.
 */
import { BRAND } from '../../../src/config/brand.js';
import { STATUS_FEED_PATH } from '../../../src/config/monitor.js';
import { APP_SCRIPTS_ELEMENT_ID, ISLANDS_SCRIPTS_ATTRIBUTE, ROOT_RENDERED_ATTRIBUTE } from '../../../src/config/page-data.js';
import { LOCALE_QUERY_PARAM } from '../../../src/config/locale-choice.js';
import { buildPath, REDIRECT_SOURCES } from '../../../src/config/paths.js';
import { NOT_FOUND_PAGE, pageTextWith, TITLE_TEMPLATE_ID, type MessageFormatter } from '../../../src/config/page-text.js';

/** Pages with a feed, announced in the head (`<link rel="alternate">`): the feed's path and the message naming it. */
const ROUTE_FEEDS: Readonly<Record<string, { href: string; titleId: string }>> = {
  status: { href: STATUS_FEED_PATH, titleId: 'statusPage.feed' },
};

/** An article shown on the page (its text is HTML the content loader sanitised). */
export interface PageArticle {
  title: string;
  html: string;
}

export interface PageInput {
  /** The route's name, or undefined for an unknown path. */
  routeName: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  lang: string;
  /** Every language with a catalogue, the default first. */
  locales: readonly string[];
  messages: MessageFormatter;
  /** The site's address, no trailing slash. */
  publicUrl: string;
  article?: PageArticle;
  /** Account pages and unknown paths are not for search engines. */
  indexable: boolean;
}

export interface PageDocument {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** Atom feeds of the page. */
  feeds: ReadonlyArray<{ title: string; href: string }>;
  h1: string;
  lead: string;
  articleHtml?: string;
  /** Says the page is shown without JavaScript and what turning it on gives. */
  noscriptNote: string;
  indexable: boolean;
}

/** The message of the note under a page read without JavaScript. */
export const NOSCRIPT_NOTE_ID = 'shell.noscript';

/** The longest description search engines show, about. */
const DESCRIPTION_MAX = 160;

/** Plain text of sanitised HTML: tags dropped, entities of the five kinds read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut ends a word when the next character is a space.
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page's address on the site. The path is set, not resolved against the
 * site: resolved, `//x` (or `/\x`) names another host, and `//` none at all
 * (new URL throws). A path starting with `//` goes Home (spec section 2,
 * "Redirects"), so Home is its address.
 */
function addressOf(publicUrl: string, pathname: string, lang: string | undefined): string {
  const url = new URL(`${publicUrl}/`);
  url.pathname = REDIRECT_SOURCES.doubleSlash.test(pathname) ? buildPath('home') : pathname;
  if (lang) url.searchParams.set(LOCALE_QUERY_PARAM, lang);
  return url.href;
}

export function describePage(input: PageInput): PageDocument {
  const routeName = input.routeName ?? NOT_FOUND_PAGE;
  const text = pageTextWith(input.messages, routeName, input.params);
  const title = input.article?.title || text.title;
  const articleText = input.article ? plainText(input.article.html) : '';
  const description = clip(articleText || text.description);
  const defaultLocale = input.locales[0];
  const langParam = (lang: string) => (lang === defaultLocale ? undefined : lang);
  return {
    lang: input.lang,
    title: input.messages.format(TITLE_TEMPLATE_ID, { title }),
    description,
    canonical: addressOf(input.publicUrl, input.pathname, langParam(input.lang)),
    alternates: input.indexable
      ? [
          ...input.locales.map((lang) => ({ hreflang: lang, href: addressOf(input.publicUrl, input.pathname, langParam(lang)) })),
          { hreflang: 'x-default', href: addressOf(input.publicUrl, input.pathname, undefined) },
        ]
      : [],
    feeds:
      input.routeName && ROUTE_FEEDS[input.routeName]
        ? [{ title: input.messages.format(ROUTE_FEEDS[input.routeName]!.titleId), href: ROUTE_FEEDS[input.routeName]!.href }]
        : [],
    h1: title,
    lead: text.lead,
    ...(input.article ? { articleHtml: input.article.html } : {}),
    noscriptNote: input.messages.format(NOSCRIPT_NOTE_ID),
    indexable: input.indexable,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The head tags the page adds (after the app's own). */
function headTags(doc: PageDocument): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(doc.canonical)}" />`,
    ...doc.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`),
    ...doc.feeds.map((f) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}" />`),
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:type" content="${doc.articleHtml ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(doc.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(doc.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(doc.canonical)}" />`,
    `<meta property="og:locale" content="${escapeHtml(doc.lang)}" />`,
  ];
  if (!doc.indexable) tags.push('<meta name="robots" content="noindex" />');
  return tags.map((t) => `    ${t}\n`).join('');
}

/**
 * The body for a reader without JavaScript, inside the shell's <noscript>: a
 * browser that runs the app never shows it, so it cannot shift the layout or
 * disagree with what the app renders.
 */
function noscriptBody(doc: PageDocument): string {
  const parts = [`<main class="noscript-page"><h1>${escapeHtml(doc.h1)}</h1>`];
  if (doc.articleHtml) parts.push(`<article>${doc.articleHtml}</article>`);
  else parts.push(`<p>${escapeHtml(doc.lead)}</p>`);
  parts.push(`<p class="noscript-page__note">${escapeHtml(doc.noscriptNote)}</p></main>`);
  return parts.join('');
}

/** The app rendered on the server for the page: its markup, the page chunk's files, and the data it was rendered with. */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  stylesheets: readonly string[];
  scripts: readonly string[];
  /**
   * A page rendered as islands (docs/rendering.md, "Islands"): the islands
   * script and its chunks, the script first, in place of the app's scripts.
   */
  islandsScripts?: readonly string[];
}

/** The page chunk's stylesheets, for the head: the first paint needs them. */
function pageStylesheetTags(app: RenderedPage): string {
  return app.stylesheets.map((href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n`).join('');
}

/**
 * The shell's entry script and module preloads, and the web app manifest: a
 * browser fetches the manifest as soon as it reads its link, and a request
 * made before the first paint is one Lighthouse's simulation counts in the
 * largest paint (docs/rendering.md); installing needs it only later.
 */
const SCRIPT_TAG = /\s*(<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|manifest)"[^>]*>)/g;

/**
 * On a page the app rendered, its scripts (the shell's and the page chunk's)
 * and the manifest's link wait in an inert template until the page has painted (public/before-app.js,
 * docs/rendering.md): fetched from the head, they would share the connection
 * with the stylesheets and run before the first paint.
 */
function moveScriptsAfterPaint(html: string, app: RenderedPage): { html: string; template: string } {
  const tags: string[] = [];
  const rest = html.replace(SCRIPT_TAG, (_match, tag: string) => {
    // A page of islands loads the islands script instead of the app's (the manifest's link stays).
    if (!app.islandsScripts || tag.includes('rel="manifest"')) tags.push(tag);
    return '';
  });
  if (app.islandsScripts) {
    const [entry, ...imported] = app.islandsScripts;
    tags.unshift(`<script type="module" crossorigin src="${escapeHtml(entry!)}"></script>`);
    for (const href of imported) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  } else {
    for (const href of app.scripts) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  }
  const kind = app.islandsScripts ? ` ${ISLANDS_SCRIPTS_ATTRIBUTE}` : '';
  return { html: rest, template: `<template id="${APP_SCRIPTS_ELEMENT_ID}"${kind}>${tags.join('')}</template>` };
}

/**
 * The app's index.html with the page written in: <html lang>, <title>, the
 * description, the head tags, the page's data (`dataHtml`, src/config/page-data.ts)
 * and either the app's markup in #root (with the page chunk's stylesheets in
 * the head, and the scripts in a template after it) or, without it, the <noscript> body. A shell without the expected markers is returned
 * with what could be placed.
 */
export function renderShell(shell: string, doc: PageDocument, app: RenderedPage | undefined, dataHtml = ''): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(doc.lang)}"`);
  html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(doc.title)}</title>`);
  html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, `<meta name="description" content="${escapeHtml(doc.description)}" />`);
  let scripts = '';
  if (app) ({ html, template: scripts } = moveScriptsAfterPaint(html, app));
  html = html.replace('</head>', () => `${headTags(doc)}${app ? pageStylesheetTags(app) : ''}  </head>`);
  // The shell's <noscript> goes before the app's markup comes in, which holds one of its own.
  // The body's <noscript>, after #root (the head may hold one of its own, a stylesheet).
  html = app
    ? // The page is in #root, with its own note on what turning JavaScript on adds (src/app/shell/Layout.tsx).
      html.replace(/(<div id="root"><\/div>)\s*<noscript>[\s\S]*?<\/noscript>/, '$1')
    : html.replace(/(<div id="root"><\/div>\s*)<noscript>[\s\S]*?<\/noscript>/, (_m, root: string) => `${root}<noscript>${noscriptBody(doc)}</noscript>`);
  const root = app ? `<div id="root" ${ROOT_RENDERED_ATTRIBUTE}="server">${app.html}</div>` : '<div id="root"></div>';
  return html.replace('<div id="root"></div>', () => `${root}${dataHtml}${scripts}`);
}
