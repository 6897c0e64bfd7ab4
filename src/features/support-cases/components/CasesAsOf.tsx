import { FormattedMessage, useIntl } from '../../../lib/intl';

/** "Offline: as of <time>" beside cases read from this device because the network did not answer. */
export function CasesAsOf({ asOf, offline }: { asOf: number | null; offline: boolean }) {
  const intl = useIntl();
  if (!offline || asOf === null) return null;
  return (
    <p className="notice notice--info" data-testid="cases-as-of">
      <FormattedMessage
        id="supportCases.asOf"
        values={{ time: <time dateTime={new Date(asOf).toISOString()}>{intl.formatDate(asOf, { dateStyle: 'medium', timeStyle: 'short' })}</time> }}
      />
    </p>
  );
}
