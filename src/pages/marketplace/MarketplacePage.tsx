import { RoutePage } from '../../components/page/RoutePage';

/** /marketplace: its content arrives with the content issue, inside this module. */
export function MarketplacePage() {
  return <RoutePage name="marketplace" />;
}
