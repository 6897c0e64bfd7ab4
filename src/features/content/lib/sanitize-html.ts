/**
 * Article HTML is rendered from Markdown and sanitised on the server, but it
 * is still treated as hostile here: every body passes DOMPurify before it
 * reaches the DOM, with the allowlist the server uses
 * (src/config/article-html.ts). Links to other sites open in a new tab with
 * rel="noopener noreferrer", so the other site can neither script this tab
 * nor learn which page sent the reader.
 */
import DOMPurify, { type Config } from 'dompurify';
import { ARTICLE_URL_ATTRIBUTES, articlePurifyOptions, isSafeArticleUrl } from '../../../config/article-html';

const CONFIG: Config = articlePurifyOptions();

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** True where a DOM exists to sanitise with (not during a server render). */
export function canSanitize(): boolean {
  return typeof window !== 'undefined' && typeof window.document !== 'undefined' && DOMPurify(window).isSupported;
}

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ARTICLE_URL_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value !== null && !isSafeArticleUrl(value)) node.removeAttribute(attribute);
    }
    if (node.tagName !== 'A') return;
    node.removeAttribute('target');
    const href = node.getAttribute('href');
    if (!href) return;
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      node.removeAttribute('href');
      return;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/** The article's HTML with everything unsafe removed. Browser only: see canSanitize. */
export function sanitizeArticleHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The words of an HTML string, for reading time and for server rendering (shown as text, never parsed). */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style|iframe|template)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
