/**
 * The official signing example (api-facts, "Request signing (exact)") step by
 * step: the fields of the signed input, the input itself, the signature, and
 * the X-Auth header. The signature is also computed live in the browser with
 * our own signer, so the page proves the steps it describes.
 */
import { useEffect, useState } from 'react';
import { Island } from '../../../components/island/Island';
import { computeSignature } from '../../../lib/signing/hmac-signature';
import { SIGNING_VECTORS } from '../../../lib/signing/signing-vectors';
import { FormattedMessage } from '../../../lib/intl';

/** The orderBook vector: the one the official documentation walks through. */
const EXAMPLE = SIGNING_VECTORS[0]!;

const FIELDS: ReadonlyArray<[string, string]> = [
  ['key', EXAMPLE.key],
  ['X-Time', EXAMPLE.time],
  ['X-Nonce', EXAMPLE.nonce],
  ['', ''],
  ['X-Organization-Id', EXAMPLE.organizationId],
  ['', ''],
  ['method', EXAMPLE.method],
  ['path', EXAMPLE.path],
  ['query', EXAMPLE.query],
];

/** "␀" (U+2400) stands for each 0x00 separator byte. */
const INPUT_TEXT = FIELDS.map(([, value]) => value).join('␀');

const CODE = `const input = [key, time, nonce, '', organizationId, '', method, path, query]
  .join('\\u0000')            // + '\\u0000' + body, only when the body is not empty
const signature = hex(hmacSha256(secret, input))
headers['X-Auth'] = key + ':' + signature`;

type Computed = { status: 'pending' } | { status: 'done'; signature: string } | { status: 'unavailable' };

function useComputedSignature(): Computed {
  const [computed, setComputed] = useState<Computed>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    // WebCrypto needs a secure context; without one, say so instead of failing.
    const sign = async (): Promise<string> => {
      if (!globalThis.crypto?.subtle) throw new Error('WebCrypto is not available');
      return computeSignature(EXAMPLE.secret, EXAMPLE);
    };
    sign().then(
      (signature) => live && setComputed({ status: 'done', signature }),
      () => live && setComputed({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return computed;
}

/** The example signed by the reader's browser (WebCrypto), beside the official one: an island, computed when it comes near the screen. */
export function ComputedSignature() {
  const computed = useComputedSignature();
  if (computed.status === 'pending') return <FormattedMessage id="dev.signing.computing" />;
  if (computed.status === 'unavailable') return <FormattedMessage id="dev.signing.unavailable" />;
  return (
    <>
      <code>{computed.signature}</code> <FormattedMessage id={computed.signature === EXAMPLE.signature ? 'dev.signing.matches' : 'dev.signing.mismatch'} />
    </>
  );
}

export function SigningExample() {
  return (
    <section aria-labelledby="dev-signing">
      <h2 id="dev-signing">
        <FormattedMessage id="dev.signing.heading" />
      </h2>
      <p>
        <FormattedMessage id="dev.signing.intro" />
      </p>
      <h3>
        <FormattedMessage id="dev.signing.step.credentials" />
      </h3>
      <dl className="dev__pairs">
        <dt>
          <code>key</code>
        </dt>
        <dd>
          <code>{EXAMPLE.key}</code>
        </dd>
        <dt>
          <code>secret</code>
        </dt>
        <dd>
          <code>{EXAMPLE.secret}</code>
        </dd>
      </dl>
      <h3>
        <FormattedMessage id="dev.signing.step.input" />
      </h3>
      <div className="dev__scroll">
        <table className="table">
          <caption>
            <FormattedMessage id="dev.signing.fieldsCaption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <FormattedMessage id="dev.signing.field" />
              </th>
              <th scope="col">
                <FormattedMessage id="dev.signing.value" />
              </th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map(([name, value], index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <th scope="row">{name ? <code>{name}</code> : <FormattedMessage id="dev.signing.empty" />}</th>
                <td>{value ? <code>{value}</code> : <FormattedMessage id="dev.signing.empty" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <FormattedMessage id="dev.signing.inputLegend" />
      </p>
      <pre className="dev__code">
        <code data-testid="signing-input">{INPUT_TEXT}</code>
      </pre>
      <pre className="dev__code">
        <code>{CODE}</code>
      </pre>
      <h3>
        <FormattedMessage id="dev.signing.step.signature" />
      </h3>
      <dl className="dev__pairs">
        <dt>
          <FormattedMessage id="dev.signing.official" />
        </dt>
        <dd>
          <code data-testid="official-signature">{EXAMPLE.signature}</code>
        </dd>
        <dt>
          <FormattedMessage id="dev.signing.computed" />
        </dt>
        <dd data-testid="computed-signature" aria-live="polite">
          <Island name="computedSignature" hydrate="visible" component={ComputedSignature} props={{}} />
        </dd>
      </dl>
      <h3>
        <FormattedMessage id="dev.signing.step.header" />
      </h3>
      <pre className="dev__code">
        <code>{`X-Auth: ${EXAMPLE.key}:${EXAMPLE.signature}`}</code>
      </pre>
    </section>
  );
}
