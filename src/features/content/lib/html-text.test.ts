import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-text';

describe('htmlToPlainText', () => {
  it('gives the words without tags, scripts or entities', () => {
    expect(htmlToPlainText('<h2>A &amp; B</h2><script>var x = 1;</script><p>one&nbsp;two</p>')).toBe('A & B one two');
  });
});
