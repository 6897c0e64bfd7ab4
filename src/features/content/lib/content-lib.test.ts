import { describe, expect, it } from 'vitest';
import type { Article } from '../types';
import { countWords, readingMinutes, READING_WORDS_PER_MINUTE } from './reading-time';
import { relatedPosts } from './related-posts';
import { shareLinks } from './share-links';

function post(url: string, tags: string[], sub: string, date: number): Article {
  return {
    id: date,
    url,
    category: 'blog',
    sub,
    subsub: '',
    title: url,
    text: '',
    date,
    created: date,
    updated: date,
    author: 'a',
    tags,
    meta: {},
    position: 0,
    lang: 'en',
    langs: ['en'],
  };
}

describe('reading time', () => {
  it('counts the words of the text, not the markup', () => {
    expect(countWords('<p>one <strong>two</strong></p><ul><li>three</li></ul>')).toBe(3);
  });

  it('is the words at 200 per minute, rounded, and never under a minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE * 4))).toBe(4);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE * 4 + 120))).toBe(5);
  });
});

describe('relatedPosts', () => {
  const current = post('current', ['news', 'press'], 'mining', 10);
  const candidates = [
    current,
    post('same-sub-old', [], 'mining', 1),
    post('one-tag-new', ['news'], 'wallet', 9),
    post('two-tags', ['news', 'press'], 'wallet', 2),
    post('unrelated', ['jobs'], 'wallet', 11),
    post('tag-and-sub', ['press'], 'mining', 3),
  ];

  it('ranks posts sharing more tags or the sub-category first, then newer first, leaving out the post itself', () => {
    expect(relatedPosts(current, candidates, 10).map((p) => p.url)).toEqual(['tag-and-sub', 'two-tags', 'one-tag-new', 'same-sub-old']);
  });

  it('gives at most the asked number', () => {
    expect(relatedPosts(current, candidates, 2)).toHaveLength(2);
  });
});

describe('shareLinks', () => {
  it('builds plain links from the page URL and title for each network and e-mail', () => {
    const links = shareLinks('https://hashvale.example/blog/post/a b', 'Fees & you');
    expect(links.map((l) => l.target)).toEqual(['x', 'linkedin', 'reddit', 'telegram', 'email']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent('https://hashvale.example/blog/post/a b'));
    expect(links.find((l) => l.target === 'email')!.href).toBe('mailto:?subject=Fees%20%26%20you&body=https%3A%2F%2Fhashvale.example%2Fblog%2Fpost%2Fa%20b');
  });
});
