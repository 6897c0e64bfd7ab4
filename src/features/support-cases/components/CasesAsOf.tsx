import { FormattedMessage, useIntl } from '../../../lib/intl';
import { isKeptCopy, type Remote } from '../../../lib/remote';

/** "Offline: as of <time>" beside cases read from this device because the network did not answer. */
export function CasesAsOf({ slot }: { slot: Remote<unknown> | undefined }) {
  const intl = useIntl();
  const asOf = slot && isKeptCopy(slot) ? slot.asOf : undefined;
  if (asOf === undefined) return null;
  return (
    <p className="notice notice--info" data-testid="cases-as-of">
      <FormattedMessage
        id="supportCases.asOf"
        values={{ time: <time dateTime={new Date(asOf).toISOString()}>{intl.formatDate(asOf, { dateStyle: 'medium', timeStyle: 'short' })}</time> }}
      />
    </p>
  );
}
