/**
 * What article HTML may contain, read by the one sanitiser: the server's at
 * content load (server/src/content/sanitize-article.ts, DOMPurify on jsdom).
 * Only HTML (no SVG, no MathML), no forms, frames or styles, and URLs limited
 * to http(s), mailto, tel and same-site paths: javascript: and data: URLs go.
 * Plain data, so src/config stays free of DOMPurify; the sanitiser passes
 * articlePurifyOptions() to its DOMPurify.
 */
export const ARTICLE_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
  // Inline styles would also break the page's Content-Security-Policy (style-src 'self').
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ADD_ATTR: ['target'],
} as const;

/** ARTICLE_HTML_POLICY as a fresh, mutable DOMPurify config object. */
export function articlePurifyOptions() {
  const p = ARTICLE_HTML_POLICY;
  return {
    USE_PROFILES: { ...p.USE_PROFILES },
    FORBID_TAGS: [...p.FORBID_TAGS],
    FORBID_ATTR: [...p.FORBID_ATTR],
    ALLOWED_URI_REGEXP: p.ALLOWED_URI_REGEXP,
    ADD_ATTR: [...p.ADD_ATTR],
  };
}

/** Attributes that hold a URL and get the second check below. */
export const ARTICLE_URL_ATTRIBUTES = ['href', 'src'] as const;

/** A second check after DOMPurify's: browsers ignore spaces and control characters inside a scheme. */
export function isSafeArticleUrl(value: string): boolean {
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
  return !/^(?:javascript|vbscript|data):/.test(compact);
}
