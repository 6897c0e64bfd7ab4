/**
 * The body of an article: its HTML as the API gives it, which the server
 * sanitised when it loaded the content (server/src/content/sanitize-article.ts,
 * docs/content.md), so the server's render and the browser's are the same
 * markup. Clicks on links within the site navigate inside the app.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { makeScrollablesFocusable } from '../scrollables';
import './content.css';

export interface ArticleBodyProps {
  /** The article's `text` as the API gives it. */
  html: string;
  className?: string;
  /** The article's language, when it may differ from the page's (an untranslated article shown in English). */
  lang?: string;
}

export function ArticleBody({ html, className, lang }: ArticleBodyProps) {
  const [, navigate] = useLocation();
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => makeScrollablesFocusable(bodyRef.current), [html]);
  const classes = ['article-body', className].filter(Boolean).join(' ');

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

  return <div ref={bodyRef} className={classes} lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
