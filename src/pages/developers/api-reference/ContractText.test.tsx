import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContractText, contractTextParts } from './ContractText';

describe('ContractText', () => {
  it('shows the spans between backticks as code and the rest as text', () => {
    expect(renderToStaticMarkup(<ContractText text="`t.u` brings each trade; `ob.s` the book" />)).toBe(
      '<code>t.u</code> brings each trade; <code>ob.s</code> the book',
    );
  });

  it('keeps an unpaired backtick as text', () => {
    expect(contractTextParts('a `b` and c`d')).toEqual(['a ', 'b', ' and c`d']);
    expect(contractTextParts('no code')).toEqual(['no code']);
  });

  it('never reads the text as HTML', () => {
    expect(renderToStaticMarkup(<ContractText text="`<b>` is <i>not</i> markup" />)).toBe('<code>&lt;b&gt;</code> is &lt;i&gt;not&lt;/i&gt; markup');
  });
});
