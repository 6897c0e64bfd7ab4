import { useState } from 'react';
import { useIntl } from '../../../lib/intl';

/** "3 minutes ago", with the exact time for assistive technology and on hover. */
export function RelativeTime({ at }: { at: number }) {
  const intl = useIntl();
  // The time the list was drawn: a later re-render does not shift what it says.
  const [now] = useState(() => Date.now());
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  const [value, unit] =
    abs < 60 ? [seconds, 'second'] : abs < 3600 ? [Math.round(seconds / 60), 'minute'] : abs < 86_400 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86_400), 'day'];
  const exact = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={new Date(at).toISOString()} title={exact}>
      {intl.formatRelativeTime(value as number, unit as 'second', { numeric: 'auto' })}
    </time>
  );
}
