import { useParams } from 'wouter';
import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { FormattedMessage } from '../../lib/intl';
import '../../features/market/components/miner/miner.css';
import { MinerFigures } from './MinerFigures';

/** A payout address: base58, 26 to 35 characters, starting with 1 or 3 (spec 2; as rigs2 accepts). */
const ADDRESS = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;

/**
 * /my/miner/{address}: public, no sign-in. The address's rigs, unpaid amount
 * and payouts, and why a day earned less than its estimate. A page of
 * islands: the figures (live) are the island, due at once.
 */
export function MinerAddressPage() {
  const { address: asked = '' } = useParams<{ address?: string }>();
  const address = ADDRESS.test(asked) ? asked : undefined;
  return (
    <RoutePage name="minerAddress">
      <p className="miner__address" data-testid="miner-address">
        <FormattedMessage id="minerAddress.address" values={{ address: <code>{asked}</code> }} />
      </p>
      {!address ? (
        <p role="alert" data-testid="miner-bad-address">
          <FormattedMessage id="minerAddress.bad" />
        </p>
      ) : (
        <Island name="minerFigures" hydrate="load" component={MinerFigures} props={{ address }} />
      )}
    </RoutePage>
  );
}
