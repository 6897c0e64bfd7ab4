import { FormattedMessage, useIntl } from '../../lib/intl';
import { oldestFetchedAt } from './served-from-cache';
import { useServedFromCache } from './use-served-from-cache';

/** "You are offline. Showing data saved {time}." with the oldest saved answer the page used. */
export function OfflineDataNotice() {
  const intl = useIntl();
  const fetchedAt = oldestFetchedAt(useServedFromCache());
  return (
    <div className="notice notice--info offline-data-notice" role="status" data-testid="offline-data-notice">
      <p className="notice__text">
        {fetchedAt === undefined ? (
          <FormattedMessage id="offline.data.saved" />
        ) : (
          <FormattedMessage
            id="offline.data.asOf"
            values={{
              time: (
                <time dateTime={new Date(fetchedAt).toISOString()} data-fetched-at={fetchedAt}>
                  {intl.formatDate(fetchedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              ),
            }}
          />
        )}
      </p>
    </div>
  );
}
