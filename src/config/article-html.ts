/**
 * What article HTML may contain, read by the one sanitiser: the server's at
 * content load (server/src/content/sanitize-article.ts, sanitize-html). An
 * allowlist of the elements articles are written with (text, headings,
 * lists, quotes, code, tables, figures, images): no script, SVG or MathML,
 * no forms, frames, media players, styles or custom elements, no event
 * handlers, and URLs limited to http(s), mailto, tel and same-site paths.
 * Plain data, so src/config stays free of the sanitiser.
 */
export const ARTICLE_HTML_POLICY = {
  tags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span',
    'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'address', 'hgroup',
    'a', 'abbr', 'acronym', 'b', 'bdi', 'bdo', 'big', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd',
    'mark', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr',
    'blockquote', 'pre', 'figure', 'figcaption', 'details', 'summary',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'img',
  ],
  /** Attributes by element; '*' is every element. No `style` (it would also break the CSP's style-src 'self'), no `name`, no data-*. */
  attributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'hreflang', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'align', 'valign'],
    td: ['colspan', 'rowspan', 'headers', 'align', 'valign'],
    col: ['span'],
    colgroup: ['span'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    time: ['datetime'],
    data: ['value'],
    details: ['open'],
  },
  /** The schemes a URL may have; a URL without one (a path on this site) is kept. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /** Elements dropped with everything inside them (the others not allowed leave their text). */
  droppedWithContent: ['script', 'style', 'template', 'svg', 'math', 'iframe', 'noscript', 'noembed', 'noframes', 'plaintext', 'xmp', 'title', 'head', 'textarea', 'select', 'option'],
} as const;

/** Attributes that hold a URL: the scheme check and the second check below apply to them. */
export const ARTICLE_URL_ATTRIBUTES = ['href', 'src', 'cite'] as const;

/** A second check after the sanitiser's: browsers ignore spaces and control characters inside a scheme. */
export function isSafeArticleUrl(value: string): boolean {
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
  return !/^(?:javascript|vbscript|data):/.test(compact);
}
