import { describe, expect, it } from 'vitest';
import { PAGINATION_PAGES_AROUND } from '../../config/limits';
import { paginationPages } from './pagination-pages';

describe('paginationPages', () => {
  it('shows two pages on each side of the current one, the first and last, and ellipses for the gaps', () => {
    expect(PAGINATION_PAGES_AROUND).toBe(2);
    expect(paginationPages(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('shows every page when there are few', () => {
    expect(paginationPages(1, 1)).toEqual([1]);
    expect(paginationPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no ellipsis at the edge the current page is near', () => {
    expect(paginationPages(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(paginationPages(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
    expect(paginationPages(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationPages(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20]);
    expect(paginationPages(16, 20)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range and gives nothing for no pages', () => {
    expect(paginationPages(99, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationPages(0, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationPages(1, 0)).toEqual([]);
  });
});
