import { FormattedMessage, type MessageId } from '../../lib/intl';

/** A column's heading: its message, or the message with values and whether the column holds numbers (right-aligned). */
export type Column = MessageId | { label: MessageId; values?: Record<string, string>; numeric?: boolean };

/** A table's header row of column headings, numeric columns aligned as their cells (`table__number`). */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, values, numeric } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? 'table__number' : undefined}>
              <FormattedMessage id={label} values={values} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
