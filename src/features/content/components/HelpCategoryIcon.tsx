/** The glyphs of the help categories (help-categories.ts), from the app's line icons. */
import { LineIcon } from '../../../components/ui/LineIcon';
import type { HelpIconName } from '../help-categories';
import './help-category.css';

export function HelpCategoryIcon({ name, className }: { name: HelpIconName; className?: string }) {
  return <LineIcon name={name} className={className} strokeWidth={1.8} />;
}
