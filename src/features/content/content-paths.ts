/** Where each kind of article lives in the app (the route table: src/config/paths.ts). */
import { buildPath } from '../../config/paths';
import type { Article } from './types';

export function blogPostPath(article: Pick<Article, 'url'>): string {
  return buildPath('blogPost', { id: article.url });
}

export function helpArticlePath(article: Pick<Article, 'category' | 'sub' | 'url'>): string {
  return buildPath('supportArticle', { category: article.category, sub: article.sub, id: article.url });
}

export function guidePath(article: Pick<Article, 'url'>): string {
  return buildPath('guide', { url: article.url });
}

export function jobPath(article: Pick<Article, 'url'>): string {
  return buildPath('jobs', { id: article.url });
}

export function legalPath(article: Pick<Article, 'url'>): string {
  return buildPath('legalPrivacy', { page: article.url });
}

/** Whether the server can search this text (it needs a letter or a digit). */
export function isSearchable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
