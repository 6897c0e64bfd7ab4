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

/** An article's keys in the tree: its distinct words (indexedWords), space-separated. */
function indexedKeys(a: Searchable): string {
  return [...new Set(indexedWords(`${a.title} ${htmlText(a.text)}`, a.lang))].map(treeKey).join(' ');
}

/** An article as MiniSearch holds it: its place in the list given. */
type Doc = Searchable & { place: number };

const docs = (articles: readonly Searchable[]): Doc[] => articles.map(({ title, text, lang }, place) => ({ title, text, lang, place }));

export class ContentSearch {
  // Words are cut as an article is added (they depend on its language, which a tokenizer is not told).
  private readonly engine = new MiniSearch<Doc>({
    idField: 'place',
    fields: ['keys'],
    extractField: (doc, field) => (field === 'place' ? doc.place : indexedKeys(doc)),
    tokenize: (keys) => keys.split(' '),
    processTerm: (key) => key,
    searchOptions: { prefix: true, combineWith: 'AND' },
  });

  /** Built at once (at start, before the server answers). */
  constructor(articles: readonly Searchable[]) {
    this.engine.addAll(docs(articles));
  }

  /**
   * Built a few articles at a time, yielding to the event loop between them:
   * a running server keeps answering, from its old content, while the new
   * content's search is built (a reload).
   */
  static async inTurns(articles: readonly Searchable[]): Promise<ContentSearch> {
    const search = new ContentSearch([]);
    await search.engine.addAllAsync(docs(articles));
    return search;
  }

  /** The places (in the list given) of the articles holding every one of `words` (searchWords of a query), in no order. */
  matches(words: readonly string[]): number[] {
    if (words.length === 0) return [];
    return this.engine.search(words.map(treeKey).join(' ')).map((result) => result.id as number);
  }
}
