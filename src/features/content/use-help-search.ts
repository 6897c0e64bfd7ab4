/**
 * Full-text search over the help articles this reader may see. The server
 * searches every category; other categories (blog, guides, legal, the hidden
 * exchange help for visitors) are left out here. One page of
 * HELP_ARTICLES_PAGE_SIZE serves both the autocomplete and the results list,
 * so the results page reuses the autocomplete's cached answer.
 */
import { HELP_ARTICLES_PAGE_SIZE } from '../../config/limits';
import { isSearchable } from './content-paths';
import { isVisibleHelpCategory } from './help-categories';
import type { Article } from './types';
import { useArticleList } from './use-article-list';

export function useHelpSearch(query: string, signedIn: boolean): { status: 'idle' | 'loading' | 'ready'; results: Article[] } {
  const search = query.trim();
  const enabled = isSearchable(search);
  const { status, page } = useArticleList({ search, size: HELP_ARTICLES_PAGE_SIZE }, enabled);
  if (!enabled) return { status: 'idle', results: [] };
  return { status, results: page.list.filter((article) => isVisibleHelpCategory(article.category, signedIn)) };
}
