/**
 * Says when an article is shown in English because it has no translation in
 * the page's language, and (for articles read on their own page) which
 * languages it does exist in. Lists of articles say it with ListLanguageNote.
 */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { Article } from '../types';
import { languageName } from './language-name';
import './content.css';

export interface LanguageNoteProps {
  article: Pick<Article, 'lang' | 'langs'>;
  requestedLang: string;
  /** Link the article's other languages; page prose leaves that to the footer's language menu. */
  otherLanguages?: boolean;
}

export function LanguageNote({ article, requestedLang, otherLanguages = true }: LanguageNoteProps) {
  const intl = useIntl();
  const fallback = article.lang !== requestedLang;
  const others = otherLanguages ? article.langs.filter((l) => l !== article.lang) : [];
  if (!fallback && others.length === 0) return null;
  return (
    <div className="article-language-note" data-testid="language-note">
      {fallback && (
        <p role="note">
          <FormattedMessage id="content.language.fallback" values={{ language: languageName(intl.locale, requestedLang) }} />
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
