/**
 * The API changelog as api/v2/changelog answers it and its page is rendered
 * with (src/config/api-changelog.ts): the articles of the changelog's category
 * in English (entries are written in English, like the contract's texts),
 * from the content index, with the deprecated operations of the served
 * OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';
import { API_CHANGELOG_CATEGORY, apiChangelog, type ApiChangelog, type ChangelogArticle } from '../../../src/config/api-changelog.js';
import { servedOpenApi } from '../api-docs/served-openapi.js';

/** More entries than the changelog will hold for years: one page of the index's list. */
const ENTRIES_MAX = 1000;

export function changelogArticles(app: FastifyInstance): ChangelogArticle[] {
  const { index } = app.content;
  const { articles } = index.list({ lang: 'en', category: API_CHANGELOG_CATEGORY, orderCol: 'date', direction: 'DESC', size: ENTRIES_MAX, page: 0 });
  return articles.flatMap((summary) => {
    const article = index.article({ lang: 'en', category: API_CHANGELOG_CATEGORY, sub: summary.sub, url: summary.url });
    return article ? [{ url: article.url, title: article.title, date: article.date, meta: article.meta, text: article.text }] : [];
  });
}

export function servedChangelog(app: FastifyInstance): ApiChangelog {
  return apiChangelog(changelogArticles(app), servedOpenApi(app));
}
