/**
 * The body of an article: its HTML sanitised with DOMPurify (lib/sanitize-html).
 * Without a DOM (server rendering) there is nothing to sanitise with, so the
 * body is shown as plain text, escaped by React: never unsanitised HTML.
 * Clicks on links within the site navigate inside the app.
 */
import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { canSanitize, htmlToPlainText, sanitizeArticleHtml } from '../lib/sanitize-html';
import './content.css';

export interface ArticleBodyProps {
  /** The article's `text` as the API gives it. */
  html: string;
  className?: string;
}

export function ArticleBody({ html, className }: ArticleBodyProps) {
  const [, navigate] = useLocation();
  const safe = useMemo(() => (canSanitize() ? sanitizeArticleHtml(html) : null), [html]);
  const classes = ['article-body', className].filter(Boolean).join(' ');

  if (safe === null) return <div className={classes}>{htmlToPlainText(html)}</div>;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/my')) return;
    if (url.pathname === window.location.pathname && url.hash) return; // an anchor on this page
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return <div className={classes} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
