import { RoutePage } from '../../components/page/RoutePage';

/** /hashvale-lightning-network-node: its content arrives with the content issue, inside this module. */
export function LightningNodePage() {
  return <RoutePage name="lightningNode" />;
}
