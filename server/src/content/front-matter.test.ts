import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.js';

describe('parseFrontMatter', () => {
  it('reads strings, numbers, booleans and inline lists', () => {
    const parsed = parseFrontMatter('---\ntitle: "Hello: world"\nposition: 3\ndraft: false\ntags: [news, press]\n---\n# Body\n');
    expect(parsed.data).toEqual({ title: 'Hello: world', position: 3, draft: false, tags: ['news', 'press'] });
    expect(parsed.body).toBe('# Body\n');
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('just text')).toEqual({ data: {}, body: 'just text' });
  });

  it('rejects an unclosed block with the file name', () => {
    expect(() => parseFrontMatter('---\ntitle: x\n', 'a.md')).toThrow(/a\.md/);
  });
});
