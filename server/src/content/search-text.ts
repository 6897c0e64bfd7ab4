/**
 * Whether a text is a search list2 takes (its `search` parameter): within the
 * schema's length and characters (no control characters, no lone
 * surrogates), with a letter or a digit to look for. The list route checks
 * the same through its schema and handler; the page renderer asks this before
 * it renders a search page (docs/rendering.md), so a query the API would
 * refuse is never looked up.
 */
import { contentShapes } from '../../../src/config/api/content.js';
import { searchWords } from './search-words.js';

const SEARCH = contentShapes.contentSearch.query.properties.search;
const CHARACTERS = new RegExp(SEARCH.pattern!, 'u');

/** Within the schema's length (in characters, code points, as Ajv counts) and characters; empty is allowed. */
export function searchTextAllowed(text: string): boolean {
  return [...text].length <= SEARCH.maxLength! && CHARACTERS.test(text);
}

export function searchAccepted(text: string): boolean {
  return text.length >= (SEARCH.minLength ?? 0) && searchTextAllowed(text) && searchWords(text).length > 0;
}
