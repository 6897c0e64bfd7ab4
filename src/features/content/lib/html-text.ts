/**
 * Plain text of article HTML (reading time). Article HTML is sanitised once,
 * on the server at content load (server/src/content/sanitize-article.ts), and
 * goes into the page as the API gives it (docs/content.md).
 */
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
