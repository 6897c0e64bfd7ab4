/**
 * A ticking countdown to one event: days, hours, minutes and seconds, and the
 * (estimated) date. The numbers are a <time> with an ISO duration, updated
 * every second; they are not a live region, so screen readers are not
 * interrupted every second. The server's page (kept in its cache) cannot know
 * the time it is read at: until hydrated the numbers are dashes.
 */
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import type { CountdownEvent } from './countdown-events';
import { timeLeft } from './time-left';
import { useNow } from './use-now';
import { useHydrated } from '../../../lib/use-hydrated';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
type Unit = (typeof UNITS)[number];

/** The count the unit names take while the numbers are dashes: the same on the server and in the browser. */
const PLACEHOLDER_COUNT = 5;

/** The unit's name in the page's language and the right plural form ("1 day", "2 дня"), from Intl rather than the catalogue. */
function unitLabel(locale: string, unit: Unit, value: number): string {
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: unit.slice(0, -1), unitDisplay: 'long' }).formatToParts(value);
  return parts
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join(' ');
}

export function CountdownTimer({ event }: { event: CountdownEvent }) {
  const intl = useIntl();
  const now = useNow();
  const hydrated = useHydrated();
  const left = timeLeft(event.targetMs, now);
  const title = intl.formatMessage({ id: `countdown.event.${event.id}.title` as MessageId });
  const date = intl.formatDate(event.targetMs, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
  const duration = `P${left.days}DT${left.hours}H${left.minutes}M${left.seconds}S`;
  return (
    <div className="countdown">
      <p className="countdown__date">
        <FormattedMessage id={event.estimate ? 'countdown.date.estimate' : 'countdown.date.fixed'} values={{ date }} />
      </p>
      {left.passed ? (
        <p className="notice notice--info">
          <span className="notice__text">
            <FormattedMessage id="countdown.passed" />
          </span>
        </p>
      ) : (
        <time
          className="countdown__clock"
          dateTime={hydrated ? duration : undefined}
          aria-label={intl.formatMessage({ id: 'countdown.timer.label' }, { event: title })}
          data-testid="countdown-clock"
        >
          {UNITS.map((unit) => (
            <span key={unit} className="countdown__unit">
              <span className="countdown__value" data-unit={unit}>
                {!hydrated ? '--' : unit === 'days' ? left[unit] : String(left[unit]).padStart(2, '0')}
              </span>
              <span className="countdown__label">{unitLabel(intl.locale, unit, hydrated ? left[unit] : PLACEHOLDER_COUNT)}</span>
            </span>
          ))}
        </time>
      )}
    </div>
  );
}
