/**
 * Article HTML is sanitised where Markdown becomes HTML, at content load, so
 * the API never hands out script to any client: sanitize-html (a parser and
 * an allowlist, no DOM) with the policy of src/config/article-html.ts. This
 * is the only sanitising: the browser and the server's page renderer put the
 * API's HTML in the page as it comes (docs/content.md). An author's `target`
 * is dropped; links to other sites (absolute http and https URLs) open in a
 * new tab with rel="noopener noreferrer", so that site can neither script
 * this tab nor learn which page sent the reader.
 */
import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';
import { ARTICLE_HTML_POLICY, ARTICLE_URL_ATTRIBUTES, isSafeArticleUrl } from '../../../src/config/article-html.js';
import { SANITISED_ARTICLES_KEPT } from '../server-limits.js';

/** Content links within the site are paths; an absolute web address is another site. */
const OTHER_SITE = /^https?:\/\//i;

/** Elements with no end tag, which the sanitiser writes as `<img … />`. */
const VOID_END = / \/>/g;

/**
 * Sanitised bodies by their unsanitised HTML, so that a second load in one
 * process (tests start many servers, an admin reload) cleans nothing again.
 */
const cleaned = new Map<string, string>();

const require = createRequire(import.meta.url);

/** Drops unsafe URLs and the author's `target`; a link to another site opens in a tab of its own. */
function articleAttributes(tagName: string, attribs: sanitizeHtmlType.Attributes): sanitizeHtmlType.Tag {
  const attributes = { ...attribs };
  for (const name of ARTICLE_URL_ATTRIBUTES) {
    const value = attributes[name];
    if (value !== undefined && !isSafeArticleUrl(value)) delete attributes[name];
  }
  delete attributes.target;
  if (tagName === 'a' && OTHER_SITE.test(attributes.href ?? '')) {
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: attributes };
}

function createCleaner(): (html: string) => string {
  // Loaded when a body is first cleaned, not with the server: a start where no
  // file changed cleans nothing (docs/content.md, "Start and memory").
  const sanitizeHtml = require('sanitize-html') as typeof sanitizeHtmlType;
  const policy = ARTICLE_HTML_POLICY;
  const options: sanitizeHtmlType.IOptions = {
    allowedTags: [...policy.tags],
    allowedAttributes: Object.fromEntries(Object.entries(policy.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...policy.schemes],
    allowedSchemesAppliedToAttributes: [...ARTICLE_URL_ATTRIBUTES],
    nonTextTags: [...policy.droppedWithContent],
    disallowedTagsMode: 'discard',
    transformTags: { '*': articleAttributes },
  };
  // HTML writes void elements without the slash, as a browser's serialiser does. Outside a
  // tag, " />" cannot occur: the sanitiser escapes every ">" in text and attribute values.
  return (html) => sanitizeHtml(html, options).replace(VOID_END, '>');
}

/** A sanitiser for one load of the content folder; the sanitiser's code loads with its first body not cleaned before. */
export function createArticleSanitizer(): (html: string) => string {
  let clean: ((html: string) => string) | undefined;
  return (html) => {
    const known = cleaned.get(html);
    if (known !== undefined) return known;
    clean ??= createCleaner();
    const result = clean(html);
    if (cleaned.size >= SANITISED_ARTICLES_KEPT) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, result);
    return result;
  };
}
