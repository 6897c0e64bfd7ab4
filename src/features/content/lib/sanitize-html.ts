/**
 * Article HTML is rendered from Markdown on the server, but it is still
 * treated as hostile: every body passes DOMPurify (issue 6) before it reaches
 * the DOM. Only HTML (no SVG, no MathML), no forms, frames or styles, and
 * URLs limited to http(s), mailto, tel and same-site paths: javascript: and
 * data: URLs go. Links to other sites open in a new tab with
 * rel="noopener noreferrer", so the other site can neither script this tab
 * nor learn which page sent the reader.
 */
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
  // Inline styles would also break the page's Content-Security-Policy (style-src 'self').
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ADD_ATTR: ['target'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** True where a DOM exists to sanitise with (not during a server render). */
export function canSanitize(): boolean {
  return typeof window !== 'undefined' && typeof window.document !== 'undefined' && DOMPurify(window).isSupported;
}

/** A second check after DOMPurify's: browsers ignore spaces and control characters inside a scheme. */
function isSafeUrl(value: string): boolean {
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
  return !/^(?:javascript|vbscript|data):/.test(compact);
}

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src'] as const) {
      const value = node.getAttribute(attribute);
      if (value !== null && !isSafeUrl(value)) node.removeAttribute(attribute);
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
