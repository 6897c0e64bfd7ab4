import { CopyButton } from '../../../components/ui/CopyButton';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { stratumAddresses } from '../stratum';
import './stratum-addresses.css';
import { TableHead } from '../../../components/ui/TableHead';

/** The stratum address of an algorithm at every location, each with a copy button. */
export function StratumAddresses({ algorithm }: { algorithm: string }) {
  const intl = useIntl();
  return (
    <table className="table stratum-table" data-testid="stratum-addresses">
      <caption>
        <FormattedMessage id="marketing.stratum.caption" values={{ algorithm }} />
      </caption>
      <TableHead columns={['marketing.stratum.location', 'marketing.stratum.address']} />
      <tbody>
        {stratumAddresses(algorithm).map((address) => (
          <tr key={address.location} data-testid="stratum-address">
            <th scope="row">{address.label}</th>
            <td>
              <code className="stratum-table__url">{address.url}</code>{' '}
              <CopyButton value={address.url} label={intl.formatMessage({ id: 'marketing.stratum.copy' }, { location: address.label })} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
