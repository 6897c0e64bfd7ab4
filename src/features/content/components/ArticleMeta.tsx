/**
 * The byline of an article: author, date, reading time. `updated` is left out:
 * it is when the server last loaded the file, not an editorial date.
 */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { readingMinutes } from '../lib/reading-time';
import type { Article } from '../types';
import './content.css';

export function ArticleMeta({ article, readingTime = true }: { article: Article; readingTime?: boolean }) {
  const intl = useIntl();
  const date = (ms: number) => intl.formatDate(ms, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return (
    <p className="article-meta">
      {article.author && (
        <span className="article-meta__item" data-testid="article-author">
          <FormattedMessage id="content.meta.author" values={{ author: article.author }} />
        </span>
      )}
      <span className="article-meta__item">
        <time dateTime={iso(article.date)} data-testid="article-date">
          {date(article.date)}
        </time>
      </span>
      {readingTime && (
        <span className="article-meta__item" data-testid="article-reading-time">
          <FormattedMessage id="content.meta.readingTime" values={{ minutes: readingMinutes(article.text) }} />
        </span>
      )}
    </p>
  );
}
