/**
 * The reference's search box and the list it filters as you type. Without
 * JavaScript, or before it is hydrated, the box is a plain GET form: the
 * server renders /software-developers/api?q=… with the list already
 * filtered, by the same words (filterReference).
 */
import { useState, type FormEvent } from 'react';
import { filterReference } from '../../../config/api-reference';
import { buildPath } from '../../../config/paths';
import { RemoteBlock } from '../../../components/ui/RemoteBlock';
import { useApiReference } from '../../../features/api-reference/use-api-reference';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { OperationList } from './OperationList';

export interface ApiFinderProps {
  /** The base of its elements' ids, made where the page renders (an island cannot make ids). */
  id: string;
  initialQuery?: string;
}

export function ApiFinder({ id, initialQuery = '' }: ApiFinderProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(initialQuery);
  const { state, reload } = useApiReference();
  // Typing filters at once; sending the form would only reload what is shown.
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <div className="api-ref__finder">
      <form className="api-ref__search" role="search" action={buildPath('apiReference')} onSubmit={submit}>
        <label htmlFor={`${id}-q`}>
          <FormattedMessage id="apiRef.search.label" />
        </label>
        <div className="api-ref__search-row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="api-ref__search-input"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'apiRef.search.placeholder' })}
            aria-describedby={`${id}-count`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button">
            <FormattedMessage id="apiRef.search.submit" />
          </button>
        </div>
      </form>
      <RemoteBlock
        state={state}
        reload={reload}
        className="api-ref__results"
        updatedClassName="api-ref__updated"
        messages={{ loading: 'apiRef.loading', error: 'apiRef.error', updated: 'apiRef.updated' }}
      >
        {(reference) => {
          const groups = filterReference(reference.groups, query.trim());
          const count = groups.reduce((sum, g) => sum + g.operations.length, 0);
          return (
            <>
              <p id={`${id}-count`} className="muted" role="status" data-testid="api-count">
                {count === 0 ? (
                  <FormattedMessage id="apiRef.search.none" values={{ query: query.trim() }} />
                ) : (
                  <FormattedMessage id="apiRef.search.count" values={{ count }} />
                )}
              </p>
              <OperationList groups={groups} />
            </>
          );
        }}
      </RemoteBlock>
    </div>
  );
}
