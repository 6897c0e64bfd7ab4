import { useState } from 'react';
import { MAX_PRECISION } from '../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import type { LocationBook } from '../hashpower-book';
import { TableHead } from '../../../components/ui/TableHead';

/** Orders shown before "Show all": the top of the book is what a buyer compares with. */
export const BOOK_ROWS_SHOWN = 20;

/** The orders of one location, highest price first (the order the market serves them in). */
export function OrderBookTable({ book, caption }: { book: LocationBook; caption: string }) {
  const [all, setAll] = useState(false);
  const orders = all ? book.orders : book.orders.slice(0, BOOK_ROWS_SHOWN);
  const speed = (value: number) => <FormattedNumber value={value} maximumFractionDigits={4} />;
  return (
    <div className="table-scroll table-scroll--cue">
      <table className="table order-book" data-testid="order-book">
        <caption>{caption}</caption>
        <TableHead
          columns={[
            { label: 'marketplace.book.column.price', numeric: true },
            { label: 'marketplace.book.column.limit', numeric: true },
            { label: 'marketplace.book.column.accepted', numeric: true },
            { label: 'marketplace.book.column.paying', numeric: true },
            { label: 'algorithms.column.rigs', numeric: true },
            'marketplace.book.column.pool',
            'marketplace.book.column.alive',
          ]}
        />
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-book-row" className={o.alive ? undefined : 'order-book__dead'}>
              <td className="table__number">
                <FormattedNumber value={o.price} maximumFractionDigits={MAX_PRECISION} />
              </td>
              <td className="table__number">{o.limit > 0 ? speed(o.limit) : <FormattedMessage id="marketplace.book.noLimit" />}</td>
              <td className="table__number">{speed(o.acceptedSpeed)}</td>
              <td className="table__number">{speed(o.payingSpeed)}</td>
              <td className="table__number">
                <FormattedNumber value={o.rigs} />
              </td>
              <td>{o.pool}</td>
              <td>
                <FormattedMessage id={o.alive ? 'marketplace.book.alive.yes' : 'marketplace.book.alive.no'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {book.orders.length > BOOK_ROWS_SHOWN && (
        <button
          type="button"
          className="button button--secondary order-book__more"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          data-testid="order-book-all"
        >
          <FormattedMessage id={all ? 'marketplace.book.showTop' : 'marketplace.book.showAll'} values={{ count: book.orders.length, top: BOOK_ROWS_SHOWN }} />
        </button>
      )}
    </div>
  );
}
