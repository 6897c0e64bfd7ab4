// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { IntlProvider, type Messages } from '../../../lib/intl';
import de from '../../../locales/de.json';
import type { Article } from '../types';
import { ArticleList } from './ArticleList';
import { LanguageNote } from './LanguageNote';
import { ListLanguageNote } from './ListLanguageNote';

afterEach(cleanup);

function renderInGerman(ui: ReactElement) {
  return render(
    <IntlProvider locale="de" defaultLocale="en" messages={de as Messages}>
      <Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>
    </IntlProvider>,
  );
}

function article(url: string, lang: string, category = 'mining-help'): Article {
  return {
    id: 1,
    url,
    category,
    sub: 'general',
    subsub: '',
    title: `Title ${url}`,
    text: '<p>x</p>',
    date: 0,
    created: 0,
    updated: 0,
    author: '',
    tags: [],
    meta: {},
    position: 0,
    lang,
    langs: lang === 'en' ? ['en'] : ['de', 'en'],
  };
}

describe('LanguageNote', () => {
  it('says in the reader’s language that an untranslated article is shown in English', () => {
    renderInGerman(<LanguageNote article={{ lang: 'en', langs: ['en'] }} requestedLang="de" otherLanguages={false} />);
    expect(screen.getByRole('note').textContent).toBe('Dieser Artikel ist noch nicht auf Deutsch verfügbar; wir zeigen die englische Fassung.');
  });

  it('shows nothing for an article that is translated when other languages are not listed', () => {
    const { container } = renderInGerman(<LanguageNote article={{ lang: 'de', langs: ['de', 'en'] }} requestedLang="de" otherLanguages={false} />);
    expect(container.textContent).toBe('');
  });

  it('links the other languages of a translated article without a fallback note', () => {
    renderInGerman(<LanguageNote article={{ lang: 'de', langs: ['de', 'en', 'ja'] }} requestedLang="de" />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['?lang=en', '?lang=ja']);
  });
});

describe('ListLanguageNote', () => {
  it('says once that every listed article is in English', () => {
    renderInGerman(<ListLanguageNote articles={[article('a', 'en'), article('b', 'en')]} />);
    expect(screen.getByRole('note').textContent).toBe('Diese Artikel sind noch nicht auf Deutsch verfügbar; sie werden auf Englisch angezeigt.');
  });

  it('stays silent when every article is translated, and for legal texts, which are English on purpose', () => {
    const { container } = renderInGerman(<ListLanguageNote articles={[article('a', 'de'), article('terms', 'en', 'legal')]} />);
    expect(container.textContent).toBe('');
  });
});

describe('ArticleList', () => {
  it('tags only the untranslated articles of a mixed list and marks their language', () => {
    renderInGerman(<ArticleList articles={[article('a', 'de'), article('b', 'en')]} hrefFor={(a) => `/x/${a.url}`} />);
    expect(screen.getByRole('note').textContent).toContain('„Englisch“');
    const tags = screen.getAllByTestId('language-tag');
    expect(tags.map((t) => t.closest('h2')?.textContent)).toEqual(['Title bEnglisch']);
    expect(screen.getByRole('link', { name: 'Title b' }).getAttribute('lang')).toBe('en');
  });

  it('tags nothing when the whole list is in English', () => {
    renderInGerman(<ArticleList articles={[article('a', 'en'), article('b', 'en')]} hrefFor={(a) => `/x/${a.url}`} />);
    expect(screen.queryAllByTestId('language-tag')).toHaveLength(0);
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });
});
