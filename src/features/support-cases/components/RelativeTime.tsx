import { useState } from 'react';
import { useIntl } from '../../../lib/intl';
import { DAY_S, HOUR_S, MINUTE_S, SECOND_MS } from '../../../config/time';

/** "3 minutes ago", with the exact time for assistive technology and on hover. */
export function RelativeTime({ at }: { at: number }) {
  const intl = useIntl();
  // The time the list was drawn: a later re-render does not shift what it says.
  const [now] = useState(() => Date.now());
  const seconds = Math.round((at - now) / SECOND_MS);
  const abs = Math.abs(seconds);
  const [value, unit] =
    abs < MINUTE_S
      ? [seconds, 'second']
      : abs < HOUR_S
        ? [Math.round(seconds / MINUTE_S), 'minute']
        : abs < DAY_S
          ? [Math.round(seconds / HOUR_S), 'hour']
          : [Math.round(seconds / DAY_S), 'day'];
  const exact = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={new Date(at).toISOString()} title={exact}>
      {intl.formatRelativeTime(value as number, unit as 'second', { numeric: 'auto' })}
    </time>
  );
}
