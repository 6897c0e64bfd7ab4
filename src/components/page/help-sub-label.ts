/** The label of a help sub-category (the help centre, a support case's topic): its message where there is one, else the slug in words. */
import type { IntlShape, MessageId } from '../../lib/intl';
import { HELP_SUB_LABELS } from '../../config/paths';

export function helpSubLabel(intl: IntlShape, sub: string): string {
  if ((HELP_SUB_LABELS as readonly string[]).includes(sub)) return intl.formatMessage({ id: `content.help.sub.${sub}` as MessageId });
  const words = sub.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
