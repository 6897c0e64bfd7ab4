/**
 * A running server's content reload (the admin command `content reload`):
 * loads the Markdown files into the database (only changed files are parsed,
 * content hash), then rebuilds the in-memory index, which drops the cached
 * content answers.
 */
import type { FastifyInstance } from 'fastify';
import { loadContent, type LoadResult } from './load-content.js';

export function reloadContentFrom(app: FastifyInstance, dir: string): Promise<LoadResult & { articles: number }> {
  return app.content.reloadAfter(() => loadContent(app.db, dir));
}
