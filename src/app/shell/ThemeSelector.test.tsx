// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider, defaultMessages } from '../../lib/intl';
import { THEME_KEY } from '../../lib/storage';
import { ThemeSelector } from './ThemeSelector';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const withIntl = (children: React.ReactNode) => (
  <IntlProvider locale="en" messages={defaultMessages}>
    {children}
  </IntlProvider>
);

describe('ThemeSelector', () => {
  it('is drawn on the server with System chosen, whatever is stored (the server cannot know)', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const html = renderToString(withIntl(<ThemeSelector />));
    expect(html).toMatch(/<option value="system" selected="">System<\/option>/);
    expect(html).toContain('<label for="theme-select"');
  });

  it('shows the stored choice in the browser, labelled, and a new choice is applied and kept', () => {
    localStorage.setItem(THEME_KEY, 'light');
    render(withIntl(<ThemeSelector />));
    const select = screen.getByLabelText<HTMLSelectElement>('Theme');
    expect(select.value).toBe('light');
    expect([...select.options].map((option) => option.text)).toEqual(['System', 'Light', 'Dark']);
    act(() => {
      fireEvent.change(select, { target: { value: 'dark' } });
    });
    expect(select.value).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
