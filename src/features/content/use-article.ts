/**
 * One article in the page's language (English for legal texts, and as the
 * server's fallback). Ready at once with the article the server rendered the
 * page with (src/lib/page-data.ts), so hydration draws the same article, and
 * loaded after mount all the same (the answer is then kept for offline
 * reading); otherwise "loading" until it arrives. Ready with `null` when there
 * is no such article.
 */
import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/intl';
import { usePageArticle } from '../../lib/page-data';
import { failed, ready, type RemoteState } from '../../lib/remote-state';
import { getArticle } from './api/get-article';
import { contentLanguage } from './content-language';
import type { Article, ArticleKey } from './types';

/** `requestedLang` is the language asked for: compare with `data.lang` to tell a fallback. */
export type ArticleState = RemoteState<Article | null> & { requestedLang: string; reload: () => void };

export function useArticle({ category, sub, url, lang }: ArticleKey): ArticleState {
  const intl = useIntl();
  const requestedLang = lang ?? contentLanguage(category, intl.locale);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers what it answers, so a new article or a retry reads "loading" at once.
  // No sub stays null: article2 then finds the article by category and url (a blog post's route has no sub).
  const key = JSON.stringify([category, sub ?? null, url, requestedLang, attempt]);
  const served = usePageArticle<Article>({ category, sub, url, lang: requestedLang });
  const [answer, setAnswer] = useState<{ key: string; state: RemoteState<Article | null> } | null>(() =>
    served !== undefined ? { key, state: ready(served) } : null,
  );

  useEffect(() => {
    const controller = new AbortController();
    const [c, s, u, l] = JSON.parse(key) as [string, string | null, string, string];
    getArticle({ category: c, sub: s ?? undefined, url: u, lang: l }, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setAnswer({ key, state: ready(result.data, result.asOf) });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: failed(error) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const reload = () => setAttempt((n) => n + 1);
  const state: RemoteState<Article | null> = answer?.key === key ? answer.state : { status: 'loading' };
  return { ...state, requestedLang, reload };
}
