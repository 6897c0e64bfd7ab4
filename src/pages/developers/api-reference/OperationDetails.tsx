/**
 * One operation of the reference: how it is called, its parameters, body,
 * answer with its schema and example, and its errors. The summaries,
 * descriptions and error texts are the contract's, in English.
 */
import type { ReferenceOperationDetail, ReferenceParameter } from '../../../config/api-reference';
import { TableHead } from '../../../components/ui/TableHead';
import { FormattedMessage } from '../../../lib/intl';
import { MethodPath, OperationFacts } from './OperationList';
import { boundsText, SchemaView, typeText } from './SchemaView';
import { ContractText } from './ContractText';

function Parameters({ parameters }: { parameters: readonly ReferenceParameter[] }) {
  if (parameters.length === 0)
    return (
      <p>
        <FormattedMessage id="apiRef.op.noParameters" />
      </p>
    );
  return (
    <div className="dev__scroll">
      <table className="table" data-testid="api-parameters">
        <TableHead columns={['apiRef.op.param.name', 'apiRef.op.param.in', 'apiRef.op.param.type', 'apiRef.op.param.description']} />
        <tbody>
          {parameters.map((p) => (
            <tr key={`${p.in} ${p.name}`}>
              <th scope="row">
                <code>{p.name}</code>
                {p.required && (
                  <>
                    {' '}
                    <span className="api-ref__required">
                      <FormattedMessage id="apiRef.op.required" />
                    </span>
                  </>
                )}
              </th>
              <td>
                <FormattedMessage id={p.in === 'path' ? 'apiRef.op.in.path' : 'apiRef.op.in.query'} />
              </td>
              <td lang="en">
                <code>{typeText(p.schema)}</code> <span className="muted">{boundsText(p.schema)}</span>
              </td>
              <td lang="en">{p.description && <ContractText text={p.description} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OperationDetails({ operation }: { operation: ReferenceOperationDetail }) {
  const { answer, body } = operation;
  return (
    <>
      <section aria-labelledby="api-op-request" className="api-ref__request">
        <h2 id="api-op-request">
          <FormattedMessage id="apiRef.op.request" />
        </h2>
        <p>
          <MethodPath operation={operation} />
        </p>
        <p className="api-ref__summary" lang="en">
          {operation.summary}
        </p>
        {operation.description && (
          <p lang="en">
            <ContractText text={operation.description} />
          </p>
        )}
        <p>
          <OperationFacts operation={operation} />
          {operation.idempotent && (
            <>
              {' '}
              <FormattedMessage id="apiRef.op.idempotent" values={{ header: <code>X-Request-Id</code> }} />
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="api-op-parameters">
        <h2 id="api-op-parameters">
          <FormattedMessage id="apiRef.op.parameters" />
        </h2>
        <Parameters parameters={operation.parameters} />
      </section>
      {body && (
        <section aria-labelledby="api-op-body">
          <h2 id="api-op-body">
            <FormattedMessage id="apiRef.op.body" />
          </h2>
          <p>
            <FormattedMessage id="apiRef.op.mediaType" values={{ type: <code>{body.mediaType}</code> }} />
          </p>
          <SchemaView schema={body.schema} />
        </section>
      )}
      {answer && (
        <section aria-labelledby="api-op-answer">
          <h2 id="api-op-answer">
            <FormattedMessage id="apiRef.op.answer" />
          </h2>
          <p>
            <code>{answer.status}</code>{' '}
            <span lang="en">
              <ContractText text={answer.description} />
            </span>
          </p>
          {answer.mediaType && (
            <p>
              <FormattedMessage id="apiRef.op.mediaType" values={{ type: <code>{answer.mediaType}</code> }} />
            </p>
          )}
          {answer.schema && <SchemaView schema={answer.schema} />}
          {answer.example !== undefined && (
            <>
              <h3>
                <FormattedMessage id="apiRef.op.example" />
              </h3>
              <pre className="dev__code api-ref__example" data-testid="api-example">
                <code>{answer.example}</code>
              </pre>
            </>
          )}
        </section>
      )}
      <section aria-labelledby="api-op-errors">
        <h2 id="api-op-errors">
          <FormattedMessage id="apiRef.op.errors" />
        </h2>
        <dl className="api-ref__errors">
          {operation.errors.map((error) => (
            <div key={error.status}>
              <dt>
                <code>{error.status}</code>
              </dt>
              <dd lang="en">
                <ContractText text={error.description} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
