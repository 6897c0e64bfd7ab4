import { FormattedMessage, useIntl } from '../../../lib/intl';
import { barDays, percentText, utcDay } from '../status-time';

/** A bar's colour: no data, full uptime, a little down time (under 1 %), more. */
function barClass(uptime: number | null): string {
  if (uptime === null) return 'status-bars__bar status-bars__bar--none';
  if (uptime >= 0.999) return 'status-bars__bar status-bars__bar--up';
  return uptime >= 0.99 ? 'status-bars__bar status-bars__bar--minor' : 'status-bars__bar status-bars__bar--major';
}

/**
 * One component's daily bars (oldest first, today last). The bars are
 * pictures (hidden from assistive technology, a `title` each for a pointer);
 * their text is the list of days with down time, visually hidden, so a
 * screen reader hears a sentence rather than 90 stops.
 */
export function UptimeBars({ days, generated }: { days: ReadonlyArray<number | null>; generated: number }) {
  const intl = useIntl();
  const starts = barDays(generated, days.length);
  const down = days.flatMap((uptime, i) => (uptime !== null && uptime < 1 ? [{ day: utcDay(starts[i]!), uptime }] : []));
  const measured = days.some((uptime) => uptime !== null);
  return (
    <>
      <div className="status-bars" aria-hidden="true">
        {days.map((uptime, i) => (
          <span key={starts[i]} className={barClass(uptime)} title={`${utcDay(starts[i]!)}: ${uptime === null ? '–' : `${percentText(uptime)} %`}`} />
        ))}
      </div>
      {measured && (
        <div className="visually-hidden" data-testid="status-bars-text">
          {down.length === 0 ? (
            <p>
              <FormattedMessage id="statusPage.bars.allUp" />
            </p>
          ) : (
            <>
              <p>
                <FormattedMessage id="statusPage.bars.downDays" />
              </p>
              <ul>
                {down.map((d) => (
                  <li key={d.day}>{`${d.day}: ${intl.formatNumber(100 * d.uptime, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}
