/** A content article as the content calls return it (docs/content.md; spec section 3, "Content article"). */
export interface Article {
  id: number;
  url: string;
  category: string;
  sub: string;
  subsub: string;
  title: string;
  /** HTML rendered from Markdown and sanitised on the server (docs/content.md). */
  text: string;
  /** Epoch milliseconds. */
  date: number;
  created: number;
  updated: number;
  author: string;
  tags: string[];
  /** Every other front-matter key: summary, location, team, popular, ... */
  meta: Record<string, unknown>;
  position: number;
  /** The language served (English when the asked one has no translation). */
  lang: string;
  /** Every language the article exists in. */
  langs: string[];
}

/** A list entry: lists (list2, search) answer articles without their body. */
export type ArticleSummary = Omit<Article, 'text'>;

export interface ArticlePage {
  list: ArticleSummary[];
  pagination: { size: number; page: number; totalCount: number; totalPageCount: number };
}

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
