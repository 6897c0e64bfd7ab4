/**
 * A page of articles (main/api/v2/content/list2) in the page's language.
 * Failures are silent: the list is empty (spec section 8). `enabled: false`
 * skips the call (a search box with nothing typed yet). While a new page
 * loads, the state holds the previous one, so a list does not blink. Ready
 * at once with the page the server rendered the page with
 * (src/lib/page-data.ts), and loaded after mount all the same.
 */
import { useCallback, useState } from 'react';
import { useIntl } from '../../lib/intl';
import { usePageList } from '../../lib/page-data';
import { dataOf, ready, type Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { emptyArticlePage, listArticles } from './api/list-articles';
import { contentLanguage } from './content-language';
import type { ArticleListParams, ArticlePage } from './types';

/** The page a list state holds, or an empty one while the first answer loads. */
export function articlePageOf(state: Remote<ArticlePage>): ArticlePage {
  return dataOf(state) ?? emptyArticlePage();
}

/**
 * `onServer: false` keeps the list out of the server's render (and so out of
 * the page): for a list that is long and not what the page is about (every
 * post, to pick a post's related ones from).
 */
export function useArticleList(params: ArticleListParams, enabled = true, { onServer = true }: { onServer?: boolean } = {}): Remote<ArticlePage> {
  const intl = useIntl();
  const lang = params.lang ?? contentLanguage(params.category, intl.locale);
  // One string key, so a new object with the same values does not refetch.
  const key = JSON.stringify({ ...params, lang });
  // The page the server rendered with, if it did (a search only on the search page, for the query in its URL).
  const served = usePageList<ArticlePage>(enabled && onServer ? { ...params, lang } : undefined);
  // The served page belongs to the key the page was rendered with.
  const [rendered] = useState(() => ({ key, served }));
  const load = useCallback(
    // A failed call keeps the list the page was rendered with.
    (signal: AbortSignal) => listArticles(JSON.parse(key) as ArticleListParams, signal, rendered.key === key ? rendered.served : undefined),
    [key, rendered],
  );
  const { state } = useRemote(enabled ? load : undefined, undefined, rendered.key === key ? rendered.served : undefined);
  return enabled ? state : ready(emptyArticlePage());
}
