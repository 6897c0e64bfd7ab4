import { RoutePage } from '../../components/page/RoutePage';

/** /mining-affiliate/:show?: its content arrives with the content issue, inside this module. */
export function MiningAffiliatePage() {
  return <RoutePage name="miningAffiliate" />;
}
