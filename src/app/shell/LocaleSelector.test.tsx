// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntlProvider, defaultMessages } from '../../lib/intl';
import { LocaleSelector } from './LocaleSelector';

describe('LocaleSelector', () => {
  it('marks the language the page is drawn in when rendered on the server', () => {
    const html = renderToString(
      <IntlProvider locale="de" messages={defaultMessages}>
        <LocaleSelector />
      </IntlProvider>,
    );
    expect(html).toMatch(/<option value="de" lang="de" selected="">Deutsch<\/option>/);
    expect(html).not.toMatch(/<option value="en" lang="en" selected="">/);
  });
});
