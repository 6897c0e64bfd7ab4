/**
 * The operation's samples in curl, JavaScript and Python (src/config/api-samples.ts),
 * each with a copy button (an island). Signed samples read the credentials
 * from the environment and sign as /software-developers shows.
 */
import { Link } from 'wouter';
import { codeSamples, SAMPLE_ENV, type CodeSamples as Samples } from '../../../config/api-samples';
import type { ReferenceOperationDetail } from '../../../config/api-reference';
import { buildPath } from '../../../config/paths';
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormattedMessage, useIntl } from '../../../lib/intl';

/** The languages' own names, the same in every language. */
const LANGUAGES: ReadonlyArray<[keyof Samples, string]> = [
  ['curl', 'curl'],
  ['javascript', 'JavaScript'],
  ['python', 'Python'],
];

export function CodeSamples({ operation }: { operation: ReferenceOperationDetail }) {
  const intl = useIntl();
  const samples = codeSamples(operation);
  return (
    <section aria-labelledby="api-op-samples">
      <h2 id="api-op-samples">
        <FormattedMessage id="apiRef.op.samples" />
      </h2>
      <p>
        {operation.signed ? (
          <FormattedMessage
            id="apiRef.op.signedNote"
            values={{
              key: <code>{SAMPLE_ENV.key}</code>,
              secret: <code>{SAMPLE_ENV.secret}</code>,
              organization: <code>{SAMPLE_ENV.organization}</code>,
              link: (
                <Link href={buildPath('softwareDevelopers')}>
                  <FormattedMessage id="apiRef.signingLinkText" />
                </Link>
              ),
            }}
          />
        ) : (
          <FormattedMessage id="apiRef.op.publicNote" />
        )}{' '}
        <FormattedMessage id="apiRef.op.urlNote" values={{ variable: <code>{SAMPLE_ENV.url}</code> }} />
      </p>
      {LANGUAGES.map(([key, name]) => (
        <div key={key} className="api-ref__sample" data-testid={`sample-${key}`}>
          <div className="api-ref__sample-head">
            <h3>{name}</h3>
            <CopyButton value={samples[key]} label={intl.formatMessage({ id: 'apiRef.op.copySample' }, { language: name })} />
          </div>
          <pre className="dev__code">
            <code>{samples[key]}</code>
          </pre>
        </div>
      ))}
    </section>
  );
}
