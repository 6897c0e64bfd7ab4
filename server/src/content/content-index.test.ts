import { describe, expect, it } from 'vitest';
import { CONTENT_SEARCH_LIMITS } from '../server-limits.js';
import type { StoredArticle } from '../repositories/content.js';
import { ContentIndex } from './content-index.js';
import { searchWords } from './search-words.js';

let nextId = 1;
function article(fields: Partial<StoredArticle> & { url: string }): StoredArticle {
  const id = nextId++;
  return {
    id,
    category: 'blog',
    sub: 'news',
    subsub: '',
    title: `Title ${fields.url}`,
    text: `<p>Body of ${fields.url}</p>`,
    lang: 'en',
    date: id * 1000,
    created: 0,
    updated: 0,
    author: '',
    tags: [],
    meta: {},
    position: 0,
    ...fields,
  };
}

const base = { lang: 'en', orderCol: 'date' as const, direction: 'DESC' as const, size: 20, page: 0 };

describe('ContentIndex', () => {
  it('lists summaries: every field but the body, with the languages of each article', () => {
    const index = new ContentIndex([article({ url: 'a' }), article({ url: 'a', lang: 'de', title: 'A auf Deutsch' })]);
    const { articles, total } = index.list(base);
    expect(total).toBe(1);
    expect(articles[0]).not.toHaveProperty('text');
    expect(articles[0]).toMatchObject({ url: 'a', lang: 'en', langs: ['de', 'en'] });
    expect(index.list({ ...base, lang: 'de' }).articles[0]).toMatchObject({ title: 'A auf Deutsch', lang: 'de' });
    expect(index.list({ ...base, lang: 'fr' }).articles[0]).toMatchObject({ lang: 'en' });
  });

  it('answers one article with its body, by category and url alone when no sub is given', () => {
    const index = new ContentIndex([article({ url: 'post', sub: 'mining', text: '<p>full</p>' })]);
    expect(index.article({ lang: 'en', category: 'blog', url: 'post' })).toMatchObject({ sub: 'mining', text: '<p>full</p>' });
    expect(index.article({ lang: 'en', category: 'blog', sub: '', url: 'post' })).toBeUndefined();
    expect(index.article({ lang: 'ja', category: 'blog', sub: 'mining', url: 'post' })).toMatchObject({ lang: 'en' });
    expect(index.article({ lang: 'en', category: 'help', url: 'post' })).toBeUndefined();
  });

  it('filters by category, sub and tags and pages in the asked order', () => {
    const index = new ContentIndex([
      article({ url: 'a', tags: ['x'], position: 3 }),
      article({ url: 'b', tags: ['y'], position: 1 }),
      article({ url: 'c', tags: ['x', 'y'], position: 2, category: 'help', sub: 'general' }),
    ]);
    expect(index.list({ ...base, tags: ['x'] }).articles.map((a) => a.url)).toEqual(['c', 'a']);
    expect(index.list({ ...base, tagsExclude: ['y'] }).articles.map((a) => a.url)).toEqual(['a']);
    expect(index.list({ ...base, category: 'blog' }).articles.map((a) => a.url)).toEqual(['b', 'a']);
    expect(index.list({ ...base, orderCol: 'position', direction: 'ASC' }).articles.map((a) => a.url)).toEqual(['b', 'c', 'a']);
    const paged = index.list({ ...base, size: 1, page: 1 });
    expect(paged).toMatchObject({ total: 3, articles: [{ url: 'b' }] });
  });

  it('searches title and body words by prefix, every word must match', () => {
    const index = new ContentIndex([
      article({ url: 'a', title: 'Stratum settings', text: '<p>Payouts <b>daily</b></p>' }),
      article({ url: 'b', title: 'Payouts', text: '<p>weekly</p>' }),
    ]);
    expect(index.list({ ...base, search: 'payou' }).articles.map((a) => a.url)).toEqual(['b', 'a']);
    expect(index.list({ ...base, search: 'PAYOUTS dai' }).articles.map((a) => a.url)).toEqual(['a']);
    expect(index.list({ ...base, search: 'strat nothing' }).total).toBe(0);
    expect(searchWords('Hello, wörld 42!')).toEqual(['hello', 'wörld', '42']);
  });

  it('bounds a search: the top maxResults in order with the exact count of every match', () => {
    const many = Array.from({ length: CONTENT_SEARCH_LIMITS.maxResults + 50 }, (_, i) => article({ url: `m${i}`, text: '<p>common word</p>' }));
    const index = new ContentIndex(many);
    const first = index.list({ ...base, search: 'common', size: CONTENT_SEARCH_LIMITS.maxResults });
    expect(first.total).toBe(many.length);
    expect(first.articles).toHaveLength(CONTENT_SEARCH_LIMITS.maxResults);
    const newestFirst = [...many].sort((a, b) => b.date - a.date).map((a) => a.url);
    expect(first.articles.map((a) => a.url)).toEqual(newestFirst.slice(0, CONTENT_SEARCH_LIMITS.maxResults));
    // Past the bound there is nothing to page to, though the count says how many matched.
    expect(index.list({ ...base, search: 'common', size: 20, page: CONTENT_SEARCH_LIMITS.maxResults / 20 })).toMatchObject({
      articles: [],
      total: many.length,
    });
  });

  it('orders and pages a search as it orders and pages the list it filters, in every column, direction and language', () => {
    const words = ['alpha', 'beta', 'gamma'];
    const articles = Array.from({ length: 60 }, (_, i) =>
      article({
        url: `s${i}`,
        title: `${words[i % 3]} ${i % 4 === 0 ? 'beta' : ''}`,
        date: (i * 7919) % 61, // repeated dates: ties go by id
        position: i % 5,
        ...(i % 6 === 0 ? { lang: 'de' } : {}),
      }),
    );
    const index = new ContentIndex(articles);
    for (const lang of ['en', 'de']) {
      for (const orderCol of ['date', 'position', 'title', 'id'] as const) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const all = index.list({ ...base, lang, orderCol, direction, size: 300 }).articles;
          const expected = all.filter((a) => /beta/.test(String(a.title))).map((a) => a.url);
          for (const [page, size] of [
            [0, 300],
            [0, 7],
            [2, 7],
          ] as const) {
            const found = index.list({ ...base, lang, orderCol, direction, size, page, search: 'bet' });
            expect(found.total).toBe(expected.length);
            expect(
              found.articles.map((a) => a.url),
              `${lang} ${orderCol} ${direction} ${page}`,
            ).toEqual(expected.slice(page * size, page * size + size));
          }
        }
      }
    }
  });

  it('finds what a word-by-word reading finds, for many searches in a row (words sharing prefixes, several terms)', () => {
    const vocabulary = ['pool', 'pools', 'poolside', 'pay', 'payout', 'payouts', 'rig', 'rigs', 'rigid', 'fee', 'feed'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const pick = (count: number) => Array.from({ length: count }, () => vocabulary[next(vocabulary.length)]!).join(' ');
    const articles = Array.from({ length: 80 }, (_, i) => article({ url: `r${i}`, title: pick(2), text: `<p>${pick(3)}</p>` }));
    const index = new ContentIndex(articles);
    const prefixes = ['p', 'po', 'pool', 'pools', 'pay', 'payout', 'r', 'rig', 'rigi', 'f', 'fee', 'feed', 'x'];
    for (let q = 0; q < 300; q += 1) {
      const terms = Array.from({ length: 1 + next(3) }, () => prefixes[next(prefixes.length)]!);
      const expected = articles
        .filter((a) => {
          const words = searchWords(`${a.title} ${String(a.text).replace(/<[^>]*>/g, ' ')}`);
          return terms.every((term) => words.some((word) => word.startsWith(term)));
        })
        .map((a) => a.url);
      const found = index.list({ ...base, orderCol: 'id', direction: 'ASC', size: 300, search: terms.join(' ') });
      expect(
        found.articles.map((a) => a.url),
        terms.join(' '),
      ).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
  });

  it('keeps recent searches apart by words and filter, bounded, and drops them on a rebuild', async () => {
    const urls = (result: ReturnType<ContentIndex['list']>) => result.articles.map((a) => a.url);
    const index = new ContentIndex([article({ url: 'a', title: 'Pool fees', tags: ['x'] }), article({ url: 'b', title: 'Pool speed', category: 'help' })]);
    expect(urls(index.list({ ...base, search: 'pool' }))).toEqual(['b', 'a']);
    expect(urls(index.list({ ...base, search: 'POOL', category: 'help' }))).toEqual(['b']);
    expect(urls(index.list({ ...base, search: 'pool', tagsExclude: ['x'] }))).toEqual(['b']);
    expect(urls(index.list({ ...base, search: 'pool', direction: 'ASC' }))).toEqual(['a', 'b']);
    expect(urls(index.list({ ...base, search: 'pool fe' }))).toEqual(['a']);
    expect(urls(index.list({ ...base, search: 'pool', size: 1, page: 1 }))).toEqual(['a']);
    // More searches than are kept push the first out; it is found again the same.
    for (let i = 0; i < CONTENT_SEARCH_LIMITS.recentSearches + 5; i += 1) index.list({ ...base, search: `word${i}` });
    expect(index.list({ ...base, search: 'pool' })).toMatchObject({ total: 2, articles: [{ url: 'b' }, { url: 'a' }] });
    // Places in the old content mean nothing in the new one.
    await index.rebuild([article({ url: 'c', title: 'Pool rigs' })]);
    expect(index.list({ ...base, search: 'pool' })).toMatchObject({ total: 1, articles: [{ url: 'c' }] });
  });

  it('answers from the old content while it builds the new one, yielding to the event loop between a few articles', async () => {
    const index = new ContentIndex([article({ url: 'old', title: 'Pool' })]);
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    try {
      const rebuilt = index.rebuild(Array.from({ length: 60 }, (_, i) => article({ url: `new${i}`, title: 'Pool' })));
      expect(index.list({ ...base, search: 'pool' }).total).toBe(1);
      await rebuilt;
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(0);
    expect(index.list({ ...base, search: 'pool' }).total).toBe(60);
  });

  it('finds a Chinese word inside a sentence, which has no spaces between its words', () => {
    const index = new ContentIndex([
      article({ url: 'mining', lang: 'zh', title: '矿池说明', text: '<p>我们的矿池支持比特币挖矿。提现到钱包需要多长时间？</p>' }),
      article({ url: 'market', lang: 'zh', title: '算力市场', text: '<p>今天我们去矿场看看新的矿机。</p>' }),
    ]);
    const zh = (search: string) => index.list({ ...base, lang: 'zh', search }).articles.map((a) => a.url);
    expect(zh('挖矿')).toEqual(['mining']);
    expect(zh('比特币')).toEqual(['mining']);
    expect(zh('提现')).toEqual(['mining']);
    expect(zh('钱包')).toEqual(['mining']);
    expect(zh('比特币挖矿')).toEqual(['mining']);
    expect(zh('矿机')).toEqual(['market']);
    expect(zh('算力')).toEqual(['market']);
    expect(zh('矿')).toEqual(['market', 'mining']);
    expect(zh('挖矿 矿机')).toEqual([]);
    expect(zh('天气')).toEqual([]);
  });

  it('finds a Japanese word inside a sentence, in kana or kanji, next to Latin words', () => {
    const index = new ContentIndex([
      article({ url: 'pool', lang: 'ja', title: 'プールの設定', text: '<p>マイニングプールの設定方法を説明します。GPUの使い方も。</p>' }),
      article({ url: 'wallet', lang: 'ja', title: '出金', text: '<p>ウォレットへの出金には最大24時間かかります。</p>' }),
    ]);
    const ja = (search: string) => index.list({ ...base, lang: 'ja', search }).articles.map((a) => a.url);
    expect(ja('プール')).toEqual(['pool']);
    expect(ja('マイニング')).toEqual(['pool']);
    expect(ja('設定方法')).toEqual(['pool']);
    expect(ja('説明')).toEqual(['pool']);
    expect(ja('gpu')).toEqual(['pool']);
    expect(ja('出金')).toEqual(['wallet']);
    expect(ja('ウォレット 24')).toEqual(['wallet']);
    expect(ja('時間')).toEqual(['wallet']);
    expect(ja('出金 プール')).toEqual([]);
  });

  it('rebuilds from new articles and counts its versions', async () => {
    const index = new ContentIndex([article({ url: 'old' })]);
    const version = index.version;
    await index.rebuild([article({ url: 'new' })]);
    expect(index.version).toBe(version + 1);
    expect(index.list(base).articles.map((a) => a.url)).toEqual(['new']);
    expect(index.list({ ...base, search: 'old' }).total).toBe(0);
  });
});

describe('CONTENT_SEARCH_LIMITS', () => {
  it('keeps the pinned values', () => {
    expect(CONTENT_SEARCH_LIMITS).toEqual({ maxWords: 8, maxResults: 300, recentSearches: 256 });
  });
});
