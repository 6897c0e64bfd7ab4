import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { MiningAlgorithm } from '../types';
import '../../../components/ui/field.css';

/** Every enabled algorithm, narrowed by what is typed in the search box. */
export function AlgorithmPicker({ algorithms, value, onChange }: { algorithms: readonly MiningAlgorithm[]; value: string; onChange: (a: string) => void }) {
  const id = useId();
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = algorithms.filter((a) => a.enabled !== false && (a.algorithm === value || !q || `${a.title} ${a.algorithm}`.toLowerCase().includes(q)));
  return (
    <div className="algorithm-picker">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          <FormattedMessage id="marketplace.book.search" />
        </label>
        <input className="field__input" id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-select`}>
          <FormattedMessage id="algorithms.column.algorithm" />
        </label>
        <select
          className="field__input"
          id={`${id}-select`}
          data-testid="book-algorithm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={intl.formatMessage({ id: 'algorithms.column.algorithm' })}
        >
          {shown.map((a) => (
            <option key={a.algorithm} value={a.algorithm}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
