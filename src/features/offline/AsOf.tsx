/**
 * "as of 12:34" beside data that came from the worker's cache while offline
 * or because the network failed. `path` is the API path behind the data, e.g.
 * `/main/api/v2/exchangeRate/list`. Renders nothing for live data.
 */
import { useIntl, FormattedMessage } from '../../lib/intl';
import { oldestFetchedAt } from './served-from-cache';
import { useOnline } from '../../lib/online';
import { useServedFromCache } from './use-served-from-cache';

export function AsOf({ path }: { path: string }) {
  const intl = useIntl();
  const online = useOnline();
  const served = useServedFromCache().filter((entry) => entry.key === path || entry.key.startsWith(`${path}?`));
  const fetchedAt = oldestFetchedAt(served);
  if (fetchedAt === undefined || (online && !served.some((entry) => entry.stale))) return null;
  return (
    <span className="as-of muted" data-testid="as-of">
      <FormattedMessage
        id="offline.asOf"
        values={{
          time: (
            <time dateTime={new Date(fetchedAt).toISOString()} data-fetched-at={fetchedAt}>
              {intl.formatDate(fetchedAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ),
        }}
      />
    </span>
  );
}
