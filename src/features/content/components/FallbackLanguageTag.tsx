/**
 * A small "English" (in the reader's language) beside the title of an
 * article listed in English among translated ones; nothing otherwise.
 */
import { useIntl } from '../../../lib/intl';
import { isLanguageFallback } from '../content-language';
import type { Article } from '../types';
import { languageName } from './language-name';
import './content.css';

export function FallbackLanguageTag({ article }: { article: Pick<Article, 'category' | 'lang'> }) {
  const intl = useIntl();
  if (!isLanguageFallback(article, intl.locale)) return null;
  return (
    <span className="language-tag muted" data-testid="language-tag">
      {languageName(intl.locale, article.lang)}
    </span>
  );
}
