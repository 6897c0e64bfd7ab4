/**
 * The API's operations grouped by tag: each with its method, path, summary,
 * whether it is signed, and its cache time, linking to its own page. The
 * summaries and the tags' descriptions are the contract's, in English.
 */
import { Link } from 'wouter';
import type { ReferenceGroup, ReferenceOperation } from '../../../config/api-reference';
import type { ApiTag } from '../../../config/api/shape';
import { buildPath } from '../../../config/paths';
import { FormattedMessage } from '../../../lib/intl';
import { ContractText } from './ContractText';

export function OperationFacts({ operation }: { operation: ReferenceOperation }) {
  return (
    <span className="api-ref__facts">
      <span className={operation.signed ? 'api-ref__badge api-ref__badge--signed' : 'api-ref__badge'}>
        <FormattedMessage id={operation.signed ? 'apiRef.signed' : 'apiRef.public'} />
      </span>
      {operation.websocket && (
        <span className="api-ref__badge">
          <FormattedMessage id="apiRef.websocket" />
        </span>
      )}
      {operation.deprecated && (
        <span className="api-ref__badge api-ref__badge--deprecated">
          <FormattedMessage id="apiRef.deprecated" />
        </span>
      )}
      <span className="muted">
        {operation.cacheTtlSeconds === undefined ? (
          <FormattedMessage id="apiRef.noCache" />
        ) : (
          <FormattedMessage id="apiRef.cache" values={{ seconds: operation.cacheTtlSeconds }} />
        )}
      </span>
    </span>
  );
}

export function MethodPath({ operation }: { operation: ReferenceOperation }) {
  return (
    <code className="api-ref__route">
      <span className={`api-ref__method api-ref__method--${operation.method.toLowerCase()}`}>{operation.method}</span> {operation.path}
    </code>
  );
}

export function OperationList({ groups }: { groups: readonly ReferenceGroup[] }) {
  return (
    <div className="api-ref__groups" data-testid="api-operations">
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`api-tag-${group.tag}`} className="api-ref__group">
          <h2 id={`api-tag-${group.tag}`}>
            <FormattedMessage id={`apiRef.tag.${group.tag as ApiTag}`} />
          </h2>
          {group.description && (
            <p className="muted" lang="en">
              <ContractText text={group.description} />
            </p>
          )}
          <ul className="api-ref__list">
            {group.operations.map((operation) => (
              <li key={operation.name} className="api-ref__item" data-operation={operation.name}>
                <Link href={buildPath('apiOperation', { operation: operation.name })} className="api-ref__link">
                  <MethodPath operation={operation} />
                </Link>
                <span className="api-ref__summary" lang="en">
                  {operation.summary}
                </span>
                <OperationFacts operation={operation} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
