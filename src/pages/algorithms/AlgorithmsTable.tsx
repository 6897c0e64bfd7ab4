import { useState } from 'react';
import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { PriceValue, SpeedValue } from '../../features/market/components/units';
import { FormattedMessage, FormattedNumber, type MessageId } from '../../lib/intl';
import { sortRows, type SortKey, type SortState } from './sort-rows';

const COLUMNS: ReadonlyArray<{ key: SortKey; label: MessageId; numeric: boolean }> = [
  { key: 'title', label: 'algorithms.column.algorithm', numeric: false },
  { key: 'payingPrice', label: 'algorithms.column.price', numeric: true },
  { key: 'speed', label: 'algorithms.column.speed', numeric: true },
  { key: 'rigs', label: 'algorithms.column.rigs', numeric: true },
  { key: 'orders', label: 'algorithms.column.orders', numeric: true },
];

/** Every enabled algorithm with its live figures; a column header sorts by that column. */
export function AlgorithmsTable({ rows }: { rows: AlgorithmRow[] }) {
  const [sort, setSort] = useState<SortState>({ key: 'payingPrice', direction: 'desc' });
  const sorted = sortRows(rows, sort);
  const toggle = (key: SortKey): void =>
    setSort((current) => ({ key, direction: current.key === key ? (current.direction === 'desc' ? 'asc' : 'desc') : key === 'title' ? 'asc' : 'desc' }));
  return (
    <div className="table-scroll">
      <table className="table algorithms-table">
        <caption>
          <FormattedMessage id="algorithms.table.caption" values={{ count: rows.length }} />
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'table__number' : undefined}
                aria-sort={sort.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button type="button" className="sort-button" onClick={() => toggle(column.key)} data-testid={`sort-${column.key}`}>
                  <FormattedMessage id={column.label} />
                  <span aria-hidden="true">{sort.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.algorithm} data-testid="algorithm-row" data-algorithm={row.algorithm}>
              <th scope="row">
                <Link href={buildPath('algorithm', { name: row.slug })}>{row.title}</Link>
              </th>
              <td className="table__number" data-testid="algorithm-price">
                <PriceValue value={row.payingPrice} unit={row.priceUnit} />
              </td>
              <td className="table__number">
                <SpeedValue value={row.speed} unit={row.marketUnit} />
              </td>
              <td className="table__number">{row.rigs === null ? '–' : <FormattedNumber value={row.rigs} />}</td>
              <td className="table__number">{row.orders === null ? '–' : <FormattedNumber value={row.orders} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
