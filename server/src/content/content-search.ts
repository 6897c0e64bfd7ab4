/**
 * Full-text search of the articles, on MiniSearch: each article is indexed
 * by the words of its title and body (search-words.ts, in its language), and
 * a query finds the articles holding every one of its words, each word
 * matched as a prefix (so it serves autocomplete). It says which articles
 * match, not in what order: a list is ordered by the column it asks for,
 * never by relevance (content-index.ts). docs/content.md, "Search".
 */
import MiniSearch from 'minisearch';
import { indexedWords, isHanOrKana } from './search-words.js';

/** What search reads of an article. */
export interface Searchable {
  title: string;
  /** HTML: its tags and entities are not words. */
  text: string;
  lang: string;
}

/** One article as indexed: its place in the list given, and its distinct words, space-separated. */
interface IndexedDoc {
  id: number;
  words: string;
}

/** Plain text of server-rendered HTML, good enough for indexing words. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
}

/**
 * The key a word is kept under in MiniSearch's radix tree. The tree looks
 * through a node's children one by one, and Chinese and Japanese words begin
 * with thousands of different characters: written as fixed-width base-36 code
 * points behind a mark no word holds, they hang under one child of the root
 * with at most 36 children a node. A prefix of a word is still a prefix of
 * its key, so prefix search is unchanged; building the index takes half the
 * time (docs/content.md, "Search").
 */
function treeKey(word: string): string {
  if (!isHanOrKana(word)) return word;
  return `\u0001${[...word].map((c) => c.codePointAt(0)!.toString(36).padStart(4, '0')).join('')}`;
}

export class ContentSearch {
  // The words come cut already (they depend on the article's language, which a tokenizer is not told).
  private readonly engine = new MiniSearch<IndexedDoc>({
    fields: ['words'],
    tokenize: (words) => words.split(' '),
    processTerm: (word) => word,
    searchOptions: { prefix: true, combineWith: 'AND' },
  });

  constructor(articles: readonly Searchable[]) {
    this.engine.addAll(articles.map((a, id) => ({ id, words: [...new Set(indexedWords(`${a.title} ${htmlText(a.text)}`, a.lang))].map(treeKey).join(' ') })));
  }

  /** The places (in the list given) of the articles holding every one of `words` (searchWords of a query), in no order. */
  matches(words: readonly string[]): number[] {
    if (words.length === 0) return [];
    return this.engine.search(words.map(treeKey).join(' ')).map((result) => result.id as number);
  }
}
