/**
 * Article HTML is sanitised where Markdown becomes HTML, at content load, so
 * the API never hands out script to any client: DOMPurify on a jsdom window,
 * with the allowlist of src/config/article-html.ts. This is the only
 * sanitising: the browser and the server's page renderer put the API's HTML
 * in the page as it comes (docs/content.md). An author's `target` is dropped;
 * links to other sites (absolute http and https URLs) open in a new tab with
 * rel="noopener noreferrer", so that site can neither script this tab nor
 * learn which page sent the reader.
 */
import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { ARTICLE_URL_ATTRIBUTES, articlePurifyOptions, isSafeArticleUrl } from '../../../src/config/article-html.js';

interface Attributes {
  tagName?: string;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  setAttribute(name: string, value: string): void;
}

/** Content links within the site are paths; an absolute web address is another site. */
const OTHER_SITE = /^https?:\/\//i;

/**
 * Sanitised bodies by their unsanitised HTML, so that a second load in one
 * process (tests start many servers, an admin reload) skips jsdom; bounded,
 * oldest first out. Strings only: the jsdom window is not kept.
 */
const cleaned = new Map<string, string>();
const CLEANED_LIMIT = 4096;

const require = createRequire(import.meta.url);

function createPurifier(): ReturnType<typeof createDOMPurifyType> {
  // Loaded when a body is first cleaned, not with the server: on a start where
  // no file changed nothing is cleaned, and jsdom's modules took a tenth of
  // the start and their memory stayed (docs/content.md, "Start and memory").
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMType };
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  const window = new JSDOM('').window as Parameters<typeof createDOMPurifyType>[0];
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as Attributes;
    if (typeof element.getAttribute !== 'function') return;
    for (const attribute of ARTICLE_URL_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null && !isSafeArticleUrl(value)) element.removeAttribute(attribute);
    }
    element.removeAttribute('target');
    if (element.tagName === 'A' && OTHER_SITE.test(element.getAttribute('href') ?? '')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * A sanitiser for one load of the content folder. jsdom takes a moment to
 * start and its window some 30 MB to keep, so a load makes one (only when a
 * body is not in `cleaned`) and drops it afterwards.
 */
export function createArticleSanitizer(): (html: string) => string {
  let purifier: ReturnType<typeof createDOMPurifyType> | undefined;
  const options = { ...articlePurifyOptions(), RETURN_TRUSTED_TYPE: false } as const;
  return (html) => {
    const known = cleaned.get(html);
    if (known !== undefined) return known;
    purifier ??= createPurifier();
    const clean = purifier.sanitize(html, options) as string;
    if (cleaned.size >= CLEANED_LIMIT) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, clean);
    return clean;
  };
}
