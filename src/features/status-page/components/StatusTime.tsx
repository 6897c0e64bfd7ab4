import { useIntl } from '../../../lib/intl';
import { useHydrated } from '../../../lib/use-hydrated';
import { utcTime } from '../status-time';

/** A time on the status page: UTC as the server wrote it, then the reader's own zone once hydrated. */
export function StatusTime({ ms }: { ms: number }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <time dateTime={new Date(ms).toISOString()} data-utc={!hydrated || undefined}>
      {hydrated
        ? intl.formatDate(ms, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
        : utcTime(ms)}
    </time>
  );
}

/** Says which zone the page's times are in. */
export function TimesNote() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  return (
    <span data-testid="status-times-note">
      {zone ? intl.formatMessage({ id: 'statusPage.timesLocal' }, { zone }) : intl.formatMessage({ id: 'statusPage.timesUtc' })}
    </span>
  );
}
