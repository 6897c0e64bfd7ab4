/**
 * Articles are searched in memory (content/content-search.ts), never in SQL:
 * the `search` column (a tsvector of title and body, computed on every write
 * of an article) and its GIN index went unused. docs/content.md, "Where the
 * articles live".
 */
export default /* sql */ `
DROP INDEX IF EXISTS content_articles_search;
ALTER TABLE content_articles DROP COLUMN IF EXISTS search;
`;
