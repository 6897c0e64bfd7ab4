/**
 * Each article remembers the file it was loaded from (relative to CONTENT_DIR)
 * and a hash of that file's bytes, so a reload parses only the files that
 * changed (content/load-content.ts).
 */
export default /* sql */ `
ALTER TABLE content_articles
  ADD COLUMN source_file text NOT NULL DEFAULT '',
  ADD COLUMN source_hash text NOT NULL DEFAULT '';
`;
