/** The glyphs of the help categories (help-categories.ts), drawn inline so they follow the text colour. */
import type { HelpIconName } from '../help-categories';
import './help-category.css';

const PATHS: Record<HelpIconName, string> = {
  lifebuoy: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4.9 4.9l4.3 4.3m5.6 0 4.3-4.3m0 14.2-4.3-4.3m-5.6 0-4.3 4.3',
  exchange: 'M4 7h13l-3-3m6 13H7l3 3',
  pickaxe: 'M3 21l9-9m2.5-2.5L21 3M5 5c4-2 10-2 14 2M17 7c2 4 2 10 0 14',
  package: 'M3 7l9-4 9 4-9 4-9-4Zm0 0v10l9 4 9-4V7M12 11v10',
  market: 'M3 20h18M6 16V9m5 7V5m5 11v-6m4 6V7',
  card: 'M2 6h20v12H2zM2 10h20M6 15h4',
};

export function HelpCategoryIcon({ name, className }: { name: HelpIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
