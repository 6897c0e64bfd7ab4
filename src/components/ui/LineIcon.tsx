/**
 * The app's line icons, drawn inline in the text colour: emoji show as empty
 * boxes where no emoji font is installed (Windows, Linux desktops), and a
 * drawn icon looks the same in every font. 24 x 24, one or more strokes each.
 */
const PATHS = {
  lifebuoy: ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4.9 4.9l4.3 4.3m5.6 0 4.3-4.3m0 14.2-4.3-4.3m-5.6 0-4.3 4.3'],
  exchange: ['M4 7h13l-3-3m6 13H7l3 3'],
  pickaxe: ['M3 21l9-9m2.5-2.5L21 3M5 5c4-2 10-2 14 2M17 7c2 4 2 10 0 14'],
  package: ['M3 7l9-4 9 4-9 4-9-4Zm0 0v10l9 4 9-4V7M12 11v10'],
  market: ['M3 20h18M6 16V9m5 7V5m5 11v-6m4 6V7'],
  card: ['M2 6h20v12H2zM2 10h20M6 15h4'],
  cart: ['M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2', 'M9 19.5h.01', 'M17 19.5h.01'],
  wallet: ['M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3', 'M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 5.5', 'M16 13.5h.01'],
  'arrow-in': ['M12 4v12', 'M7 11l5 5 5-5', 'M5 20h14'],
  'arrow-out': ['M12 16V4', 'M7 9l5-5 5 5', 'M5 20h14'],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 7.5h.01'],
  store: ['M4 10v10h16V10', 'M3 10l2-6h14l2 6H3z', 'M10 20v-5h4v5'],
} as const satisfies Record<string, readonly string[]>;

export type LineIconName = keyof typeof PATHS;

export interface LineIconProps {
  name: LineIconName;
  className?: string;
  /** Width and height in px; a class may size it instead. */
  size?: number;
  strokeWidth?: number;
}

export function LineIcon({ name, className, size, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
