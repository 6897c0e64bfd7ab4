/**
 * The articles in memory: built from the database at start and after every
 * content reload (content changes at no other time), so the content calls
 * answer without a query and never wait behind the database. Lists answer
 * summaries (no body); search finds words by prefix in an inverted index and
 * answers the top `size` of its matches with their exact count, ordered by
 * each match's place in the sorted list (an integer sort), so its cost
 * follows the matches, not the size of the content (docs/content.md).
 */
import { createHash } from 'node:crypto';
import { CONTENT_SEARCH_LIMITS } from '../server-limits.js';
import type { ContentArticle, ContentListFilter, ContentOrderColumn, StoredArticle } from '../repositories/content.js';

/** A list entry: everything of an article but its body. */
export type ContentSummary = Omit<ContentArticle, 'text'>;

export interface IndexListFilter extends ContentListFilter {
  /** Free text as the client typed it; words match by prefix (see searchWords). */
  search?: string;
}

interface Entry {
  article: ContentArticle;
  summary: ContentSummary;
  /** Group key: category, sub and url (one group per article, one entry per language). */
  group: string;
}

const SEP = '\u001f';

/** The words of a text, lower case, letters and digits only (what the old tsvector 'simple' did). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Plain text of server-rendered HTML, good enough for indexing words. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
}

function compare(col: ContentOrderColumn, a: ContentArticle, b: ContentArticle): number {
  const x = a[col];
  const y = b[col];
  if (x < y) return -1;
  if (x > y) return 1;
  return a.id - b.id;
}

export class ContentIndex {
  private entries: Entry[] = [];
  /** Language -> the entries shown in it (its translation, else English), by group. */
  private views = new Map<string, Map<string, Entry>>();
  /** Language + order column -> that view sorted ascending. */
  private sorted = new Map<string, Entry[]>();
  /** Language + order column -> each entry's place in that sorted view. */
  private ranks = new Map<string, Map<Entry, number>>();
  /** Sorted distinct words, and the entries each occurs in. */
  private words: string[] = [];
  private postings = new Map<string, Set<Entry>>();
  private byKey = new Map<string, Entry>();
  /** Recent searches' results by words and filter, oldest first (searchResult). */
  private recentSearches = new Map<string, { top: Int32Array; total: number }>();
  private groups = new Set<string>();
  /** Category and url of every article (a blog post's page has no sub). */
  private urls = new Set<string>();
  /** Bumped on every rebuild: the answers of the previous content are stale. */
  version = 0;
  /**
   * A digest of every article as indexed (all fields, body included): equal
   * digests mean equal content, in this process or the next one, so an answer
   * drawn only from the index can be named by its query and this (ETags).
   */
  digest = '';

  constructor(articles: readonly StoredArticle[] = []) {
    this.rebuild(articles);
  }

  get size(): number {
    return this.entries.length;
  }

  rebuild(articles: readonly StoredArticle[]): void {
    const langsByGroup = new Map<string, string[]>();
    const groupOf = (a: StoredArticle) => [a.category, a.sub, a.url].join(SEP);
    for (const a of articles) {
      const langs = langsByGroup.get(groupOf(a)) ?? [];
      langs.push(a.lang);
      langsByGroup.set(groupOf(a), langs);
    }
    const entries: Entry[] = articles.map((stored) => {
      const group = groupOf(stored);
      const article = { ...stored, langs: [...langsByGroup.get(group)!].sort() };
      const { text: _text, ...summary } = article;
      return { group, article, summary };
    });
    const postings = new Map<string, Set<Entry>>();
    const byKey = new Map<string, Entry>();
    for (const e of entries) {
      byKey.set(e.group + SEP + e.article.lang, e);
      for (const word of new Set(searchWords(`${e.article.title} ${htmlText(e.article.text)}`))) {
        let set = postings.get(word);
        if (!set) postings.set(word, (set = new Set()));
        set.add(e);
      }
    }
    this.entries = entries;
    this.byKey = byKey;
    this.groups = new Set(langsByGroup.keys());
    this.urls = new Set(entries.map((e) => [e.article.category, e.article.url].join(SEP)));
    this.postings = postings;
    this.words = [...postings.keys()].sort();
    const digest = createHash('sha256');
    for (const e of entries) digest.update(JSON.stringify(e.article)).update('\n');
    this.digest = digest.digest('base64url');
    this.views.clear();
    this.sorted.clear();
    this.ranks.clear();
    this.recentSearches.clear();
    this.version += 1;
  }

  private view(lang: string): Map<string, Entry> {
    let view = this.views.get(lang);
    if (view) return view;
    view = new Map();
    for (const e of this.entries) {
      if (e.article.lang === lang || (e.article.lang === 'en' && !this.byKey.has(e.group + SEP + lang))) view.set(e.group, e);
    }
    this.views.set(lang, view);
    return view;
  }

  private sortedView(lang: string, col: ContentOrderColumn): Entry[] {
    const key = `${lang}${SEP}${col}`;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...this.view(lang).values()].sort((a, b) => compare(col, a.article, b.article));
      this.sorted.set(key, list);
    }
    return list;
  }

  private rankOf(lang: string, col: ContentOrderColumn): Map<Entry, number> {
    const key = `${lang}${SEP}${col}`;
    let ranks = this.ranks.get(key);
    if (!ranks) {
      ranks = new Map(this.sortedView(lang, col).map((e, i) => [e, i]));
      this.ranks.set(key, ranks);
    }
    return ranks;
  }

  /** Entries holding every word (each a prefix of an indexed word); undefined when there is nothing to search. */
  private matches(terms: readonly string[]): Set<Entry> | undefined {
    if (terms.length === 0) return undefined;
    let result: Set<Entry> | undefined;
    for (const term of terms) {
      const found = new Set<Entry>();
      // The words starting with `term` sit together in the sorted list.
      let lo = 0;
      let hi = this.words.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.words[mid]! < term) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo, n = 0; i < this.words.length && this.words[i]!.startsWith(term) && n < CONTENT_SEARCH_LIMITS.maxPrefixWords; i += 1, n += 1) {
        for (const e of this.postings.get(this.words[i]!)!) if (!result || result.has(e)) found.add(e);
      }
      result = found;
      if (result.size === 0) break;
    }
    return result;
  }

  /** One page of summaries and how many match in all. */
  list(filter: IndexListFilter): { articles: ContentSummary[]; total: number } {
    const tags = filter.tags && new Set(filter.tags);
    const exclude = filter.tagsExclude && new Set(filter.tagsExclude);
    const keep = (e: Entry) => {
      const a = e.article;
      if (filter.category && a.category !== filter.category) return false;
      if (filter.sub && a.sub !== filter.sub) return false;
      const articleTags = a.tags;
      if (tags && !articleTags.some((t) => tags.has(t))) return false;
      if (exclude && articleTags.some((t) => exclude.has(t))) return false;
      return true;
    };
    const desc = filter.direction === 'DESC';
    const start = filter.page * filter.size;
    if (filter.search === undefined) {
      const sorted = this.sortedView(filter.lang, filter.orderCol);
      const page: ContentSummary[] = [];
      let total = 0;
      for (let i = 0; i < sorted.length; i += 1) {
        const e = sorted[desc ? sorted.length - 1 - i : i]!;
        if (!keep(e)) continue;
        if (total >= start && page.length < filter.size) page.push(e.summary);
        total += 1;
      }
      return { articles: page, total };
    }
    const sorted = this.sortedView(filter.lang, filter.orderCol);
    const { top, total } = this.searchResult(filter, keep);
    const end = Math.min(start + filter.size, top.length);
    const page: ContentSummary[] = [];
    for (let i = start; i < end; i += 1) page.push(sorted[top[i]!]!.summary);
    return { articles: page, total };
  }

  /**
   * A search's top matches (their places in the sorted view, in the asked
   * direction, at most maxResults) and how many match in all. Recent ones are
   * kept by their words and filter (recentSearches, least recently used
   * first out), so asking another page or size, or the same words again as
   * the autocomplete does, costs no lookup; a rebuild drops them.
   */
  private searchResult(filter: IndexListFilter, keep: (e: Entry) => boolean): { top: Int32Array; total: number } {
    const terms = searchWords(filter.search ?? '').slice(0, CONTENT_SEARCH_LIMITS.maxWords);
    const key = JSON.stringify([terms, filter.lang, filter.orderCol, filter.direction, filter.category ?? null, filter.sub ?? null, filter.tags ?? null, filter.tagsExclude ?? null]);
    const recent = this.recentSearches.get(key);
    if (recent) {
      this.recentSearches.delete(key);
      this.recentSearches.set(key, recent);
      return recent;
    }
    // The matches by their place in the sorted view: integers sort fast, and no article is compared field by field.
    const rank = this.rankOf(filter.lang, filter.orderCol);
    const places: number[] = [];
    for (const e of this.matches(terms) ?? []) {
      const place = rank.get(e); // undefined: not the entry shown in this language
      if (place !== undefined && keep(e)) places.push(place);
    }
    const found = Int32Array.from(places).sort();
    if (filter.direction === 'DESC') found.reverse();
    // Only the first maxResults matches can be paged to.
    const result = { top: found.slice(0, CONTENT_SEARCH_LIMITS.maxResults), total: found.length };
    this.recentSearches.set(key, result);
    if (this.recentSearches.size > CONTENT_SEARCH_LIMITS.recentSearches) this.recentSearches.delete(this.recentSearches.keys().next().value!);
    return result;
  }

  /** Every article once (whatever its languages): category, sub and url, for the sitemap. */
  pages(): Array<{ category: string; sub: string; url: string; updated: number }> {
    const pages = new Map<string, { category: string; sub: string; url: string; updated: number }>();
    for (const e of this.entries) {
      const a = e.article;
      const old = pages.get(e.group);
      if (!old || a.updated > old.updated) pages.set(e.group, { category: String(a.category), sub: String(a.sub), url: String(a.url), updated: a.updated });
    }
    return [...pages.values()];
  }

  /** Whether an article exists in any language (without `sub`: by category and url alone). */
  has(key: { category: string; sub?: string; url: string }): boolean {
    if (key.sub !== undefined) return this.groups.has([key.category, key.sub, key.url].join(SEP));
    return this.urls.has([key.category, key.url].join(SEP));
  }

  /**
   * One article in `lang`, else in English. Without `sub` the article is
   * found by category and url alone (a blog post's route has no sub): the
   * one without a sub, else the first.
   */
  article(key: { lang: string; category: string; sub?: string; url: string }): ContentArticle | undefined {
    const pick = (group: string) => (this.byKey.get(group + SEP + key.lang) ?? this.byKey.get(group + SEP + 'en'))?.article;
    if (key.sub !== undefined) return pick([key.category, key.sub, key.url].join(SEP));
    const direct = pick([key.category, '', key.url].join(SEP));
    if (direct) return direct;
    for (const e of this.view(key.lang).values()) {
      if (e.article.category === key.category && e.article.url === key.url) return e.article;
    }
    return undefined;
  }
}
