/** The category icons of the notifications list, from the app's line icons. */
import { LineIcon, type LineIconName } from '../../../components/ui/LineIcon';
import type { NotificationIcon } from '../notification';

const ICONS: Record<NotificationIcon, LineIconName> = {
  marketplace: 'cart',
  wallet: 'wallet',
  'arrow-in': 'arrow-in',
  'arrow-out': 'arrow-out',
  info: 'info',
  pickaxe: 'pickaxe',
  exchange: 'exchange',
};

export function CategoryIcon({ icon }: { icon: NotificationIcon }) {
  return <LineIcon name={ICONS[icon]} className="bell__icon-svg" size={20} />;
}
