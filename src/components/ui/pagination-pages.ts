/**
 * The page list a pager shows (spec section 9: 2 pages around the current
 * one), with the first and last always present and an ellipsis for each gap.
 * A gap of a single page shows that page instead: "…" hiding one number saves
 * nothing.
 */
import { PAGINATION_PAGES_AROUND } from '../../config/limits';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function paginationPages(current: number, total: number, around: number = PAGINATION_PAGES_AROUND): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  let start = Math.max(1, page - around);
  let end = Math.min(total, page + around);
  // The neighbour of an edge page is shown rather than hidden behind "…".
  if (start === 3) start = 2;
  if (end === total - 2) end = total - 1;

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  if (end < total) items.push(total);
  return items;
}
