/**
 * A pager: previous, the first and last page, 2 pages around the current one
 * (spec section 9) and ellipses. Give `hrefFor` for pages that are URLs (links
 * keep pages crawlable and openable in a new tab), else `onPageChange`.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { paginationPages } from './pagination-pages';

export interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
  /** Accessible name of the navigation landmark; "Pagination" by default. */
  label?: string;
}

export function Pagination({ page, pageCount, hrefFor, onPageChange, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;

  const control = (target: number, text: ReactNode, extra: { current?: boolean; ariaLabel?: string; rel?: string } = {}) => {
    const className = ['pagination__link', extra.current ? 'pagination__link--current' : ''].filter(Boolean).join(' ');
    const common = { className, 'aria-label': extra.ariaLabel, 'aria-current': extra.current ? ('page' as const) : undefined };
    if (hrefFor)
      return (
        <Link href={hrefFor(target)} rel={extra.rel} {...common}>
          {text}
        </Link>
      );
    return (
      <button type="button" onClick={() => onPageChange?.(target)} {...common}>
        {text}
      </button>
    );
  };

  return (
    <nav className="pagination" aria-label={label ?? intl.formatMessage({ id: 'ui.pagination.label' })}>
      <ul className="pagination__list">
        {page > 1 && <li>{control(page - 1, <FormattedMessage id="ui.pagination.previous" />, { rel: 'prev' })}</li>}
        {paginationPages(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, item, {
                current: item === page,
                ariaLabel: intl.formatMessage({ id: 'ui.pagination.page' }, { page: item }),
              })}
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < pageCount && <li>{control(page + 1, <FormattedMessage id="ui.pagination.next" />, { rel: 'next' })}</li>}
      </ul>
    </nav>
  );
}
