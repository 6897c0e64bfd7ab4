/**
 * One article in the page's language (English for legal texts, and as the
 * server's fallback). Ready at once with the article the server rendered the
 * page with (src/lib/page-data.ts), so hydration draws the same article, and
 * loaded after mount all the same (the answer is then kept for offline
 * reading); otherwise "loading" until it arrives. Ready with `null` when there
 * is no such article.
 */
import { useCallback } from 'react';
import { useIntl } from '../../lib/intl';
import { usePageArticle } from '../../lib/page-data';
import type { Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { getArticle } from './api/get-article';
import { contentLanguage } from './content-language';
import type { Article, ArticleKey } from './types';

/** `requestedLang` is the language asked for: compare with `data.lang` to tell a fallback. */
export type ArticleState = Remote<Article | null> & { requestedLang: string; reload: () => void };

export function useArticle({ category, sub, url, lang }: ArticleKey): ArticleState {
  const intl = useIntl();
  const requestedLang = lang ?? contentLanguage(category, intl.locale);
  // One key, so that a new article reads "loading" at once (useRemote: a new load).
  // No sub stays null: article2 then finds the article by category and url (a blog post's route has no sub).
  const key = JSON.stringify([category, sub ?? null, url, requestedLang]);
  const served = usePageArticle<Article>({ category, sub, url, lang: requestedLang });
  const load = useCallback(
    (signal: AbortSignal) => {
      const [c, s, u, l] = JSON.parse(key) as [string, string | null, string, string];
      return getArticle({ category: c, sub: s ?? undefined, url: u, lang: l }, signal);
    },
    [key],
  );
  const { state, reload } = useRemote(load, undefined, served);
  return { ...state, requestedLang, reload };
}
