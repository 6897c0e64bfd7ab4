/**
 * One article in the page's language (English for legal texts, and as the
 * server's fallback). Loads after mount, so server rendering shows "loading".
 */
import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/intl';
import { getArticle, type ArticleResult } from './api/get-article';
import { contentLanguage } from './content-language';
import type { Article, ArticleKey } from './types';

type LoadState =
  | { status: 'loading'; article?: undefined; requestedLang: string }
  | { status: 'ready'; article: Article; requestedLang: string }
  | { status: 'missing'; article?: undefined; requestedLang: string }
  | { status: 'error'; article?: undefined; requestedLang: string };

/** `requestedLang` is the language asked for: compare with `article.lang` to tell a fallback. */
export type ArticleState = LoadState & { reload: () => void };

export function useArticle({ category, sub, url, lang }: ArticleKey): ArticleState {
  const intl = useIntl();
  const requestedLang = lang ?? contentLanguage(category, intl.locale);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers what it answers, so a new article or a retry reads "loading" at once.
  const key = JSON.stringify([category, sub ?? '', url, requestedLang, attempt]);
  const [answer, setAnswer] = useState<{ key: string; result: ArticleResult } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const [c, s, u, l] = JSON.parse(key) as [string, string, string, string];
    void getArticle({ category: c, sub: s, url: u, lang: l }, controller.signal).then((result) => {
      if (!controller.signal.aborted) setAnswer({ key, result });
    });
    return () => controller.abort();
  }, [key]);

  const reload = () => setAttempt((n) => n + 1);
  const result = answer?.key === key ? answer.result : undefined;
  if (!result) return { status: 'loading', requestedLang, reload };
  if (result.status === 'ready') return { status: 'ready', article: result.article, requestedLang, reload };
  return { status: result.status, requestedLang, reload };
}
