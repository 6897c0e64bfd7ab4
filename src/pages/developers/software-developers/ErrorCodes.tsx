/** The error body and the public table of our error codes, generated from src/config/error-codes.ts. */
import { ERROR_CODES } from '../../../config/error-codes';
import { FormattedMessage } from '../../../lib/intl';
import { TableHead } from '../../../components/ui/TableHead';

const ROWS = Object.values(ERROR_CODES).sort((a, b) => a.code - b.code);

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
                  {row.code}
                </th>
                <td className="table__number">{row.status}</td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
