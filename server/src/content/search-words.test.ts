import { describe, expect, it } from 'vitest';
import { indexedWords, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('reads runs of letters and digits in lower case, as before, in languages written with spaces', () => {
    expect(searchWords('Hello, wörld 42!')).toEqual(['hello', 'wörld', '42']);
    expect(searchWords('Привет, мир', 'ru')).toEqual(['привет', 'мир']);
    expect(searchWords('?!')).toEqual([]);
  });

  it('cuts Chinese and Japanese into words, and Latin words among them', () => {
    expect(searchWords('今天天气很好', 'zh')).toEqual(['今天', '天气', '很好']);
    expect(searchWords('GPUの使い方', 'ja')).toEqual(['gpu', 'の', '使い方']);
  });

  it('joins the single characters the dictionary leaves, so a query is cut as the text was', () => {
    const text = searchWords('我们的矿池支持比特币挖矿', 'zh');
    for (const word of searchWords('比特币挖矿', 'zh')) expect(text).toContain(word);
  });
});

describe('indexedWords', () => {
  it('indexes every ending of a Chinese or Japanese word, and only the words of other languages', () => {
    expect(indexedWords('比特币', 'zh')).toEqual(['比特币', '特币', '币']);
    expect(indexedWords('mining pool', 'en')).toEqual(['mining', 'pool']);
  });
});
