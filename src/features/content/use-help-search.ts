/**
 * Full-text search over the help articles this reader may see. The server
 * searches every category; other categories (blog, guides, legal, the hidden
 * exchange help for visitors) are left out here. One page of
 * HELP_ARTICLES_PAGE_SIZE serves both the autocomplete and the results list,
 * so the results page reuses the autocomplete's answer. `idle`: nothing
 * searchable typed yet.
 */
import { HELP_ARTICLES_PAGE_SIZE } from '../../config/limits';
import { idle, type Remote } from '../../lib/remote';
import { isSearchable } from './content-paths';
import { isVisibleHelpCategory } from './help-categories';
import type { ArticleSummary } from './types';
import { articlePageOf, useArticleList } from './use-article-list';

export type HelpSearchState = Remote<ArticleSummary[]>;

export function useHelpSearch(query: string, signedIn: boolean): HelpSearchState {
  const search = query.trim();
  const enabled = isSearchable(search);
  const list = useArticleList({ search, size: HELP_ARTICLES_PAGE_SIZE }, enabled);
  if (!enabled) return idle();
  if (list.status === 'error') return { status: 'error', error: list.error };
  return { ...list, data: articlePageOf(list).list.filter((article) => isVisibleHelpCategory(article.category, signedIn)) };
}

/** The results a search state holds (the previous ones while the next load), none when idle or failed. */
export function searchResults(state: HelpSearchState): ArticleSummary[] {
  return state.status === 'loading' || state.status === 'ready' ? (state.data ?? []) : [];
}
