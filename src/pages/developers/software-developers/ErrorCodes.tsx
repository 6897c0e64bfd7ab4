/**
 * The error body and the public table of our error codes, generated from the
 * server's error enum (src/config/error-codes.ts): each code links to its
 * explanation below (#error-<code>, text `dev.errorCode.<code>` in every
 * catalogue, held by error-codes.test.ts), and a signing error to the doctor.
 */
import { Link } from 'wouter';
import { ERROR_CODES, type ErrorCodeName } from '../../../config/error-codes';
import { buildPath } from '../../../config/paths';
import { FormattedMessage } from '../../../lib/intl';
import { TableHead } from '../../../components/ui/TableHead';

const ROWS = Object.values(ERROR_CODES).sort((a, b) => a.code - b.code);

/** The signing errors, and the doctor's finding each one points to (none: the doctor's top). */
export const SIGNING_ERRORS: Partial<Record<ErrorCodeName, string>> = {
  INVALID_SESSION: '',
  NONCE_REUSED: 'nonce-reused',
  TIME_SKEW: 'time-out-of-window',
};
const DOCTOR_LINKS = new Map(Object.entries(SIGNING_ERRORS).map(([name, finding]) => [ERROR_CODES[name as ErrorCodeName].code, finding]));

const ERROR_BODY_EXAMPLE = JSON.stringify(
  { error_id: '6f1c2b9e-0d1f-4c1a-9a43-6f0f0b1d2c3e', errors: [{ code: ERROR_CODES.INVALID_SESSION.code, message: ERROR_CODES.INVALID_SESSION.message }] },
  null,
  2,
);

export function ErrorCodes() {
  return (
    <>
      <section aria-labelledby="dev-error-body">
        <h2 id="dev-error-body">
          <FormattedMessage id="dev.errorBody.heading" />
        </h2>
        <p>
          <FormattedMessage id="dev.errorBody.text" />
        </p>
        <pre className="dev__code">
          <code>{ERROR_BODY_EXAMPLE}</code>
        </pre>
      </section>
      <section aria-labelledby="dev-errors">
        <h2 id="dev-errors">
          <FormattedMessage id="dev.errors.heading" />
        </h2>
        <table className="table" data-testid="error-codes">
          <caption>
            <FormattedMessage id="dev.errors.caption" />
          </caption>
          <TableHead columns={[{ label: 'dev.errors.code', numeric: true }, { label: 'dev.errors.status', numeric: true }, 'dev.errors.meaning']} />
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.code}>
                <th scope="row" className="table__number">
                  <a href={`#error-${row.code}`}>{row.code}</a>
                </th>
                <td className="table__number">{row.status}</td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>
          <FormattedMessage id="dev.errors.explanations" />
        </h3>
        <dl className="dev__error-list" data-testid="error-explanations">
          {ROWS.map((row) => {
            const finding = DOCTOR_LINKS.get(row.code);
            return (
              <div key={row.code} id={`error-${row.code}`}>
                <dt>
                  <code>{row.code}</code> {row.message}
                </dt>
                <dd>
                  <FormattedMessage id={`dev.errorCode.${row.code}`} />
                  {finding !== undefined && (
                    <>
                      {' '}
                      <Link href={`${buildPath('signingDoctor')}${finding ? `#finding-${finding}` : ''}`} data-testid="error-doctor-link">
                        <FormattedMessage id="dev.errors.doctorLink" />
                      </Link>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
    </>
  );
}
