/**
 * The articles of a help category (page size HELP_ARTICLES_PAGE_SIZE, in
 * their configured order), grouped by sub-category in order of first
 * appearance.
 */
import { HELP_ARTICLES_PAGE_SIZE } from '../../config/limits';
import type { Remote } from '../../lib/remote';
import type { ArticleSummary } from './types';
import { articlePageOf, useArticleList } from './use-article-list';

export interface HelpSubCategory {
  sub: string;
  articles: ArticleSummary[];
}

export interface HelpCategoryArticles {
  articles: ArticleSummary[];
  subs: HelpSubCategory[];
}

export function groupBySub(articles: readonly ArticleSummary[]): HelpSubCategory[] {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles) {
    const list = groups.get(article.sub) ?? [];
    list.push(article);
    groups.set(article.sub, list);
  }
  return [...groups].map(([sub, list]) => ({ sub, articles: list }));
}

/** Loading holds the previous category's articles (or none), like the list it reads. */
export function useHelpCategory(category: string, enabled = true): Remote<HelpCategoryArticles> {
  const list = useArticleList({ category, size: HELP_ARTICLES_PAGE_SIZE, orderCol: 'position', orderDirection: 'ASC' }, enabled);
  if (list.status === 'error') return { status: 'error', error: list.error };
  const articles = articlePageOf(list).list;
  return { ...list, data: { articles, subs: groupBySub(articles) } };
}
