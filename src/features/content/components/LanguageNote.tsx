/**
 * Says when an article is shown in English because it has no translation in
 * the page's language, and which languages it does exist in.
 */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { Article } from '../types';

function languageName(locale: string, lang: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

export function LanguageNote({ article, requestedLang }: { article: Pick<Article, 'lang' | 'langs'>; requestedLang: string }) {
  const intl = useIntl();
  const others = article.langs.filter((l) => l !== article.lang);
  if (article.lang === requestedLang && others.length === 0) return null;
  return (
    <div className="article-language-note">
      {article.lang !== requestedLang && (
        <p role="note">
          <FormattedMessage
            id="content.language.fallback"
            values={{ language: languageName(intl.locale, requestedLang) }}
          />
        </p>
      )}
      {others.length > 0 && (
        <p className="muted">
          <FormattedMessage id="content.language.available" />{' '}
          {others.map((lang, i) => (
            <span key={lang}>
              {i > 0 && ', '}
              {/* A full load: the page language is chosen at start (?lang=). */}
              <a href={`?lang=${lang}`} hrefLang={lang} lang={lang}>
                {languageName(lang, lang)}
              </a>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
