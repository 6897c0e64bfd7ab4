/**
 * The stylesheets of a rendered page, written into its HTML (docs/rendering.md,
 * "Styles in the page"). A linked stylesheet blocks the first paint for one
 * more round trip after the HTML; the build's stylesheets are small (the
 * shell's is about 4.5 KB brotli), so a page the server rendered carries its
 * own in <style> elements and paints from the HTML alone.
 *
 * The Content-Security-Policy stays strict: it allows each <style> by the
 * SHA-256 of its text (contentSecurityPolicy's inlineStyleHashes), not
 * 'unsafe-inline'. Each inlined stylesheet keeps a <link> to its file
 * whose type (INLINED_TYPE) no browser reads, so none fetches it: Vite's
 * loader looks for a stylesheet link with that address before it adds one
 * for a page loaded later, and would otherwise fetch the same rules again
 * (and hold the page's hydration until they came) and add them later in the
 * cascade. (A `disabled` link would not do: Chromium fetches it anyway.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A built stylesheet: its text and the CSP source that allows it inline. */
export interface InlineStylesheet {
  css: string;
  /** `'sha256-…'`, as a style-src source. */
  hashSource: string;
}

/** The built stylesheets by site path, keyed "/assets/<file>.css". */
export type Stylesheets = ReadonlyMap<string, InlineStylesheet>;

export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A text that could end its <style> element early is never inlined. */
const ENDS_STYLE = /<\/style/i;

/** Every stylesheet in `<staticDir>/assets`, ready to inline; none when the build has none. */
export function loadStylesheets(staticDir: string): Stylesheets {
  const dir = path.join(staticDir, 'assets');
  const sheets = new Map<string, InlineStylesheet>();
  if (!existsSync(dir)) return sheets;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.css')) continue;
    const css = readFileSync(path.join(dir, file), 'utf8');
    if (ENDS_STYLE.test(css)) continue;
    sheets.set(`/assets/${file}`, { css, hashSource: cspHashSource(css) });
  }
  return sheets;
}

/** The type of the links left beside inlined stylesheets: not a style language, so never fetched. */
export const INLINED_TYPE = 'text/x-inlined';

/** A stylesheet link as the build and page-document.ts write them, in the head. */
const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+)"\s*\/?>/g;

/**
 * The page with each of its known stylesheets written in, and the CSP hash
 * sources of those it wrote. Links inside <noscript> (the no-script
 * stylesheet) and unknown addresses are left as they are.
 */
export function inlineStylesheets(html: string, sheets: Stylesheets): { html: string; hashSources: string[] } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || sheets.size === 0) return { html, hashSources: [] };
  const hashSources: string[] = [];
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link: string, crossorigin: string | undefined, href: string, offset: number, whole: string) => {
    const sheet = sheets.get(href);
    if (!sheet || insideNoscript(whole, offset)) return link;
    if (!hashSources.includes(sheet.hashSource)) hashSources.push(sheet.hashSource);
    return `<style data-href="${href}">${sheet.css}</style><link rel="stylesheet"${crossorigin ?? ''} href="${href}" type="${INLINED_TYPE}">`;
  });
  return { html: head + html.slice(headEnd), hashSources };
}

function insideNoscript(html: string, offset: number): boolean {
  const before = html.slice(0, offset);
  return before.lastIndexOf('<noscript>') > before.lastIndexOf('</noscript>');
}
