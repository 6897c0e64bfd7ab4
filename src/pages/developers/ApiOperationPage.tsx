/**
 * /software-developers/api/:operation: one operation of the API, read from
 * the OpenAPI document (docs/developer-portal.md), with its samples in curl,
 * JavaScript and Python. Static but for the copy buttons, its islands.
 */
import { Link, useParams } from 'wouter';
import { buildPath } from '../../config/paths';
import { RoutePage } from '../../components/page/RoutePage';
import { RemoteBlock } from '../../components/ui/RemoteBlock';
import { useApiOperation } from '../../features/api-reference/use-api-reference';
import { FormattedMessage } from '../../lib/intl';
import { CodeSamples } from './api-reference/CodeSamples';
import { OperationDetails } from './api-reference/OperationDetails';
import './software-developers/software-developers.css';
import './api-reference/api-reference.css';

export function ApiOperationPage() {
  const { operation = '' } = useParams<{ operation?: string }>();
  const { state, reload } = useApiOperation(operation);
  return (
    <RoutePage name="apiOperation">
      <p>
        <Link href={buildPath('apiReference')}>
          <FormattedMessage id="apiRef.op.back" />
        </Link>
      </p>
      <p className="muted">
        <FormattedMessage id="apiRef.englishNote" />
      </p>
      <RemoteBlock
        state={state}
        reload={reload}
        className="api-ref__operation"
        updatedClassName="api-ref__updated"
        messages={{ loading: 'apiRef.loading', error: 'apiRef.error', updated: 'apiRef.updated' }}
      >
        {(detail) =>
          detail ? (
            <>
              <OperationDetails operation={detail} />
              <CodeSamples operation={detail} />
            </>
          ) : (
            <p>
              <FormattedMessage id="apiRef.op.notFound" />
            </p>
          )
        }
      </RemoteBlock>
    </RoutePage>
  );
}
