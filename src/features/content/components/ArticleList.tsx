/**
 * A list of articles as cards: title (a link), date, summary and tags. The
 * page says where each article lives (`hrefFor`) and how to link a tag.
 * Articles without a translation in the page's language are listed in
 * English, marked so (ListLanguageNote, FallbackLanguageTag).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl';
import { isLanguageFallback } from '../content-language';
import { articleSummary, type ArticleSummary } from '../types';
import { FallbackLanguageTag } from './FallbackLanguageTag';
import { ListLanguageNote } from './ListLanguageNote';
import './article-list.css';

export interface ArticleListProps {
  articles: readonly ArticleSummary[];
  hrefFor: (article: ArticleSummary) => string;
  /** Heading level of each title, so headings stay in order on every page. */
  headingLevel?: 2 | 3;
  showDate?: boolean;
  /** Extra line under the summary (tags, location, ...). */
  extra?: (article: ArticleSummary) => ReactNode;
  label?: string;
}

export function ArticleList({ articles, hrefFor, headingLevel = 2, showDate = true, extra, label }: ArticleListProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // When every article is in English the note says so once; a tag on each would be noise.
  const tagFallbacks = !articles.every((article) => isLanguageFallback(article, intl.locale));
  return (
    <>
      <ListLanguageNote articles={articles} />
      <ul className="article-list" aria-label={label}>
        {articles.map((article) => (
          <li key={`${article.category}/${article.sub}/${article.url}`} className="article-list__item">
            <article>
              <Heading className="article-list__title">
                <Link href={hrefFor(article)} lang={article.lang}>
                  {article.title}
                </Link>
                {tagFallbacks && <FallbackLanguageTag article={article} />}
              </Heading>
              {showDate && (
                <p className="article-list__date muted">
                  <time dateTime={new Date(article.date).toISOString().slice(0, 10)}>
                    {intl.formatDate(article.date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
                  </time>
                </p>
              )}
              {articleSummary(article) && (
                <p className="article-list__summary" lang={article.lang}>
                  {articleSummary(article)}
                </p>
              )}
              {extra?.(article)}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
