/**
 * Above a list of articles: says which of them are shown in English because
 * they have no translation in the page's language. When all are, one sentence
 * says so; when some are, those carry a FallbackLanguageTag and the note
 * explains the tag.
 */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { contentLanguage, isLanguageFallback } from '../content-language';
import type { Article } from '../types';
import { languageName } from './language-name';
import './content.css';

export function ListLanguageNote({ articles }: { articles: readonly Pick<Article, 'category' | 'lang'>[] }) {
  const intl = useIntl();
  const fallbacks = articles.filter((article) => isLanguageFallback(article, intl.locale));
  if (fallbacks.length === 0) return null;
  const language = languageName(intl.locale, contentLanguage(undefined, intl.locale));
  const all = fallbacks.length === articles.length;
  return (
    <p className="article-language-note" role="note" data-testid="language-note">
      {all ? (
        <FormattedMessage id="content.language.listFallbackAll" values={{ language }} />
      ) : (
        <FormattedMessage id="content.language.listFallbackSome" values={{ language, english: languageName(intl.locale, 'en') }} />
      )}
    </p>
  );
}
