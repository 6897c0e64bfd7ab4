/**
 * A list of articles as cards: title (a link), date, summary and tags. The
 * page says where each article lives (`hrefFor`) and how to link a tag.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl';
import { articleSummary, type Article } from '../types';

export interface ArticleListProps {
  articles: readonly Article[];
  hrefFor: (article: Article) => string;
  /** Heading level of each title, so headings stay in order on every page. */
  headingLevel?: 2 | 3;
  showDate?: boolean;
  /** Extra line under the summary (tags, location, ...). */
  extra?: (article: Article) => ReactNode;
  label?: string;
}

export function ArticleList({ articles, hrefFor, headingLevel = 2, showDate = true, extra, label }: ArticleListProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-list" aria-label={label}>
      {articles.map((article) => (
        <li key={`${article.category}/${article.sub}/${article.url}`} className="article-list__item">
          <article>
            <Heading className="article-list__title">
              <Link href={hrefFor(article)}>{article.title}</Link>
            </Heading>
            {showDate && (
              <p className="article-list__date muted">
                <time dateTime={new Date(article.date).toISOString().slice(0, 10)}>
                  {intl.formatDate(article.date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
                </time>
              </p>
            )}
            {articleSummary(article) && <p className="article-list__summary">{articleSummary(article)}</p>}
            {extra?.(article)}
          </article>
        </li>
      ))}
    </ul>
  );
}
