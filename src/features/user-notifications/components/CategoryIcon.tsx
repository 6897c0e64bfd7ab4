/**
 * The category icons of the notifications list, drawn as line icons in the
 * text colour: emoji show as empty boxes where no emoji font is installed.
 */
import type { NotificationIcon } from '../notification';

/** Each icon's strokes in a 24 x 24 box. */
const PATHS: Record<NotificationIcon, readonly string[]> = {
  // A shopping cart: the hash-power marketplace.
  marketplace: ['M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2', 'M9 19.5h.01', 'M17 19.5h.01'],
  // A wallet.
  wallet: ['M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3', 'M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 5.5', 'M16 13.5h.01'],
  // Into the wallet, out of it.
  'arrow-in': ['M12 4v12', 'M7 11l5 5 5-5', 'M5 20h14'],
  'arrow-out': ['M12 16V4', 'M7 9l5-5 5 5', 'M5 20h14'],
  // Information: a circle with an i.
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 7.5h.01'],
  // A pickaxe: mining.
  pickaxe: ['M14.5 9.5 4 20', 'M5 8.5c4-4 10-5 15-2-3-1.5-7-1-10 1.5', 'M15.5 19c4-4 5-10 2-15 1.5 3 1 7-1.5 10'],
  // Two arrows, one each way: the exchange.
  exchange: ['M4 8h14', 'M14 4l4 4-4 4', 'M20 16H6', 'M10 12l-4 4 4 4'],
};

export function CategoryIcon({ icon }: { icon: NotificationIcon }) {
  return (
    <svg className="bell__icon-svg" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
