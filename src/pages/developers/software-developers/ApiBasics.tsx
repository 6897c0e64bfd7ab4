/** Base URL, public versus signed calls, and the headers of a signed request. */
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { TableHead } from '../../../components/ui/TableHead';

/** The API is served on the site's own origin (docs/api.md). */
const API_BASE_URL = 'https://hashvale.example';
const EXAMPLE_PATH = '/main/api/v2/public/currencies';

const HEADERS = ['X-Time', 'X-Nonce', 'X-Organization-Id', 'X-Auth', 'X-Request-Id'] as const;

export function ApiBasics() {
  return (
    <>
      <section aria-labelledby="dev-base-url">
        <h2 id="dev-base-url">
          <FormattedMessage id="dev.baseUrl.heading" />
        </h2>
        <p>
          <FormattedMessage id="dev.baseUrl.text" values={{ url: <code>{API_BASE_URL}</code>, example: <code>{`${API_BASE_URL}${EXAMPLE_PATH}`}</code> }} />
        </p>
      </section>
      <section aria-labelledby="dev-calls">
        <h2 id="dev-calls">
          <FormattedMessage id="dev.calls.heading" />
        </h2>
        <ul>
          <li>
            <FormattedMessage id="dev.calls.public" />
          </li>
          <li>
            <FormattedMessage id="dev.calls.signed" />
          </li>
        </ul>
      </section>
      <section aria-labelledby="dev-headers">
        <h2 id="dev-headers">
          <FormattedMessage id="dev.headers.heading" />
        </h2>
        <table className="table">
          <caption>
            <FormattedMessage id="dev.headers.caption" />
          </caption>
          <TableHead columns={['dev.headers.header', 'dev.headers.meaning']} />
          <tbody>
            {HEADERS.map((header) => (
              <tr key={header}>
                <th scope="row">
                  <code>{header}</code>
                </th>
                <td>
                  <FormattedMessage id={`dev.headers.${header}` as MessageId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
