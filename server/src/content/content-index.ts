/**
 * The articles in memory: built from the database at start and after every
 * content reload (content changes at no other time), so the content calls
 * answer without a query and never wait behind the database. Lists answer
 * summaries (no body), in the asked language (else English), ordered by the
 * asked column; a search (content-search.ts) keeps the matches of such a
 * list and answers its top `maxResults` with the exact count of all of them
 * (docs/content.md).
 */
import { createHash } from 'node:crypto';
import { CONTENT_SEARCH_LIMITS } from '../server-limits.js';
import type { ContentArticle, ContentListFilter, ContentOrderColumn, ContentSummary, StoredArticle } from '../repositories/content.js';
import { ContentSearch } from './content-search.js';
import { searchWords } from './search-words.js';

export interface IndexListFilter extends ContentListFilter {
  /** Free text as the client typed it; words match by prefix (search-words.ts). */
  search?: string;
}

interface Entry {
  article: ContentArticle;
  summary: ContentSummary;
  /** Group key: category, sub and url (one group per article, one entry per language). */
  group: string;
}

const SEP = '\u001f';

/** The article as the content calls answer it: the schema's fields in its order, nothing else. */
function served(a: StoredArticle, langs: string[]): Entry['article'] {
  const { id, url, category, sub, subsub, title, date, created, updated, author, tags, meta, position, lang, text } = a;
  return { id, url, category, sub, subsub, title, date, created, updated, author, tags, meta, position, lang, langs, text };
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
  private search = new ContentSearch([]);
  /** Language -> the entries shown in it (its translation, else English), by group. */
  private views = new Map<string, Map<string, Entry>>();
  /** Language + order column -> that view sorted ascending. */
  private sorted = new Map<string, Entry[]>();
  private byKey = new Map<string, Entry>();
  /**
   * Recent searches' top matches and counts by their words and filter, the
   * least recently asked first: another page or size of a search, or the same
   * words typed again as the autocomplete does, skips the search.
   */
  private recentSearches = new Map<string, { top: Entry[]; total: number }>();
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
    this.replace(articles, new ContentSearch(articles));
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Takes new content. Its search is built a few articles at a time, the old
   * content answering meanwhile; then everything is replaced at once.
   */
  async rebuild(articles: readonly StoredArticle[]): Promise<void> {
    this.replace(articles, await ContentSearch.inTurns(articles));
  }

  private replace(articles: readonly StoredArticle[], search: ContentSearch): void {
    const groupOf = (a: StoredArticle) => [a.category, a.sub, a.url].join(SEP);
    const langsByGroup = new Map<string, string[]>();
    for (const a of articles) langsByGroup.set(groupOf(a), [...(langsByGroup.get(groupOf(a)) ?? []), a.lang]);
    this.entries = articles.map((stored) => {
      const group = groupOf(stored);
      const article = served(stored, [...langsByGroup.get(group)!].sort());
      const { text: _text, ...summary } = article;
      return { group, article, summary };
    });
    this.search = search;
    this.byKey = new Map(this.entries.map((e) => [e.group + SEP + e.article.lang, e]));
    this.groups = new Set(langsByGroup.keys());
    this.urls = new Set(this.entries.map((e) => [e.article.category, e.article.url].join(SEP)));
    const digest = createHash('sha256');
    for (const e of this.entries) digest.update(JSON.stringify(e.article)).update('\n');
    this.digest = digest.digest('base64url');
    this.views.clear();
    this.sorted.clear();
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

  /** One page of summaries and how many match in all. */
  list(filter: IndexListFilter): { articles: ContentSummary[]; total: number } {
    const tags = filter.tags && new Set(filter.tags);
    const exclude = filter.tagsExclude && new Set(filter.tagsExclude);
    const keep = (e: Entry) => {
      const a = e.article;
      if (filter.category && a.category !== filter.category) return false;
      if (filter.sub && a.sub !== filter.sub) return false;
      if (tags && !a.tags.some((t) => tags.has(t))) return false;
      if (exclude && a.tags.some((t) => exclude.has(t))) return false;
      return true;
    };
    const start = filter.page * filter.size;
    if (filter.search === undefined) {
      const sorted = this.sortedView(filter.lang, filter.orderCol);
      const desc = filter.direction === 'DESC';
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
    const { top, total } = this.searchResult(filter, keep);
    return { articles: top.slice(start, start + filter.size).map((e) => e.summary), total };
  }

  /**
   * A search's matches as the list it filters orders them, at most
   * maxResults (only those can be paged to), and how many match in all.
   */
  private searchResult(filter: IndexListFilter, keep: (e: Entry) => boolean): { top: Entry[]; total: number } {
    const words = searchWords(filter.search ?? '', filter.lang).slice(0, CONTENT_SEARCH_LIMITS.maxWords);
    const key = JSON.stringify([
      words,
      filter.lang,
      filter.orderCol,
      filter.direction,
      filter.category ?? null,
      filter.sub ?? null,
      filter.tags ?? null,
      filter.tagsExclude ?? null,
    ]);
    const recent = this.recentSearches.get(key);
    if (recent) {
      this.recentSearches.delete(key);
      this.recentSearches.set(key, recent);
      return recent;
    }
    const view = this.view(filter.lang);
    // Only the entry shown in this language counts (a translation hides its English original).
    const found = this.search
      .matches(words)
      .map((place) => this.entries[place]!)
      .filter((e) => view.get(e.group) === e && keep(e))
      .sort((a, b) => compare(filter.orderCol, a.article, b.article));
    if (filter.direction === 'DESC') found.reverse();
    const result = { top: found.slice(0, CONTENT_SEARCH_LIMITS.maxResults), total: found.length };
    this.recentSearches.set(key, result);
    if (this.recentSearches.size > CONTENT_SEARCH_LIMITS.recentSearches) this.recentSearches.delete(this.recentSearches.keys().next().value!);
    return result;
  }

  /** Every article once (whatever its languages): category, sub and url, for the sitemap. */
  pages(): Array<{ category: string; sub: string; url: string; updated: number }> {
    const pages = new Map<string, { category: string; sub: string; url: string; updated: number }>();
    for (const { group, article: a } of this.entries) {
      const old = pages.get(group);
      if (!old || a.updated > old.updated) pages.set(group, { category: a.category, sub: a.sub, url: a.url, updated: a.updated });
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
