import { RoutePage } from '../../components/page/RoutePage';

/** /firmware: its content arrives with the content issue, inside this module. */
export function FirmwarePage() {
  return <RoutePage name="firmware" />;
}
