/**
 * The articles of a help category (page size HELP_ARTICLES_PAGE_SIZE, in
 * their configured order), grouped by sub-category in order of first
 * appearance.
 */
import { HELP_ARTICLES_PAGE_SIZE } from '../../config/limits';
import type { Article } from './types';
import { useArticleList } from './use-article-list';

export interface HelpSubCategory {
  sub: string;
  articles: Article[];
}

export function groupBySub(articles: readonly Article[]): HelpSubCategory[] {
  const groups = new Map<string, Article[]>();
  for (const article of articles) {
    const list = groups.get(article.sub) ?? [];
    list.push(article);
    groups.set(article.sub, list);
  }
  return [...groups].map(([sub, list]) => ({ sub, articles: list }));
}

export function useHelpCategory(category: string, enabled = true): { status: 'loading' | 'ready'; articles: Article[]; subs: HelpSubCategory[] } {
  const { status, page } = useArticleList(
    { category, size: HELP_ARTICLES_PAGE_SIZE, orderCol: 'position', orderDirection: 'ASC' },
    enabled,
  );
  return { status, articles: page.list, subs: groupBySub(page.list) };
}
