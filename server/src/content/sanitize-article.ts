/**
 * Article HTML is sanitised where Markdown becomes HTML, at content load, so
 * the API never hands out script to any client: DOMPurify on a jsdom window,
 * with the allowlist the browser uses (src/config/article-html.ts). The
 * browser sanitises again and decides which links open in a new tab; here any
 * `target` is dropped, as the server does not know the site's origin.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { ARTICLE_URL_ATTRIBUTES, articlePurifyOptions, isSafeArticleUrl } from '../../../src/config/article-html.js';

interface Attributes {
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

/**
 * Sanitised bodies by their unsanitised HTML, so that a second load in one
 * process (tests start many servers, an admin reload) skips jsdom; bounded,
 * oldest first out. Strings only: the jsdom window is not kept.
 */
const cleaned = new Map<string, string>();
const CLEANED_LIMIT = 4096;

function createPurifier(): ReturnType<typeof createDOMPurify> {
  const window = new JSDOM('').window as Parameters<typeof createDOMPurify>[0];
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as Attributes;
    if (typeof element.getAttribute !== 'function') return;
    for (const attribute of ARTICLE_URL_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null && !isSafeArticleUrl(value)) element.removeAttribute(attribute);
    }
    element.removeAttribute('target');
  });
  return purifier;
}

/**
 * A sanitiser for one load of the content folder. jsdom takes a moment to
 * start and its window some 30 MB to keep, so a load makes one (only when a
 * body is not in `cleaned`) and drops it afterwards.
 */
export function createArticleSanitizer(): (html: string) => string {
  let purifier: ReturnType<typeof createDOMPurify> | undefined;
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
