import type { IntlShape, MessageId } from '../../../lib/intl';

/** The text of a message id the server named for a refused field (forms.error.*); "not valid" for an id this build does not know. */
export function fieldMessage(intl: IntlShape, id: string): string {
  const known = intl.messages[id as MessageId] !== undefined;
  return intl.formatMessage({ id: known ? (id as MessageId) : 'forms.error.invalid' });
}
