// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { renderWithIntl } from './test-utils';

afterEach(cleanup);

describe('Pagination', () => {
  it('is a labelled navigation that marks the current page and hides the gaps from screen readers', () => {
    renderWithIntl(<Pagination page={10} pageCount={20} hrefFor={(p) => `/blog?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Previous', '1', '8', '9', '10', '11', '12', '20', 'Next']);
    const current = within(nav).getByRole('link', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/blog?page=10');
    expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('calls onPageChange with buttons when pages are not URLs', () => {
    const onPageChange = vi.fn();
    renderWithIntl(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithIntl(<Pagination page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
