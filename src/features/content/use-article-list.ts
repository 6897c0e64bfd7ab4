/**
 * A page of articles (main/api/v2/content/list2) in the page's language.
 * Failures are silent: the list is empty (spec section 8). `enabled: false`
 * skips the call (a search box with nothing typed yet).
 */
import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/intl';
import { emptyArticlePage, listArticles } from './api/list-articles';
import { contentLanguage } from './content-language';
import type { ArticleListParams, ArticlePage } from './types';

export interface ArticleListState {
  status: 'loading' | 'ready';
  page: ArticlePage;
}

export function useArticleList(params: ArticleListParams, enabled = true): ArticleListState {
  const intl = useIntl();
  const lang = params.lang ?? contentLanguage(params.category, intl.locale);
  // One string key, so a new object with the same values does not refetch.
  const key = JSON.stringify({ ...params, lang });
  const [state, setState] = useState<ArticleListState & { key: string }>({ status: 'loading', page: emptyArticlePage(), key });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void listArticles(JSON.parse(key) as ArticleListParams, controller.signal).then((page) => {
      if (!controller.signal.aborted) setState({ status: 'ready', page, key });
    });
    return () => controller.abort();
  }, [key, enabled]);

  if (!enabled) return { status: 'ready', page: emptyArticlePage() };
  // Until the effect of a new key runs, the old list is not this key's answer.
  return state.key === key ? state : { status: 'loading', page: state.page };
}
