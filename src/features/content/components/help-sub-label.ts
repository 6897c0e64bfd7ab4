/** The label of a help sub-category: its message where there is one, else the slug in words. */
import type { IntlShape } from '../../../lib/intl';
import type { MessageId } from '../../../lib/intl';
import { HELP_SUB_LABELS } from '../help-categories';

export function helpSubLabel(intl: IntlShape, sub: string): string {
  if ((HELP_SUB_LABELS as readonly string[]).includes(sub)) return intl.formatMessage({ id: `content.help.sub.${sub}` as MessageId });
  const words = sub.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
