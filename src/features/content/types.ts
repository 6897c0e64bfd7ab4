/**
 * A content article as the content calls return it (docs/content.md; spec
 * section 3, "Content article"), a list entry (lists answer articles without
 * their body) and a page of a list: the contract's (src/config/api/content.ts).
 */
import type { Article } from '../../config/api/content';

export type { Article, ArticlePage, ArticleSummary } from '../../config/api/content';

/** The parameters of main/api/v2/content/list2, as the spec names them (shared with the server's render: src/config/page-data.ts). */
export type { ArticleListQuery as ArticleListParams } from '../../config/page-data';

export interface ArticleKey {
  category: string;
  sub?: string;
  url: string;
  lang?: string;
}

/** The summary line of an article, from its front matter. */
export function articleSummary(article: Pick<Article, 'meta'>): string {
  const summary = article.meta.summary;
  return typeof summary === 'string' ? summary : '';
}
