/**
 * Shown while the system is in maintenance (systemState.maintenance): the
 * general sentence, then, when a scheduled window is open, its start in the
 * reader's time zone and how long it is expected to last, as the spec's
 * example "July 4 2024, 10:30 CEST, 45 to 90 minutes" (the window from the
 * status summary, server/src/status/).
 */
import { expectedDuration } from '../../features/system/lib/maintenance-window';
import { useMaintenanceWindow } from '../../features/system/use-maintenance-window';
import { FormattedMessage, useIntl } from '../../lib/intl';
import type { StatusMaintenance } from '../../config/api/status';

function WindowDetail({ window }: { window: StatusMaintenance }) {
  const intl = useIntl();
  const duration = expectedDuration(window);
  const date = intl.formatDate(window.starts, { year: 'numeric', month: 'long', day: 'numeric' });
  const time = (ms: number) => intl.formatTime(ms, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  const durationText =
    duration.kind === 'range' ? (
      <FormattedMessage id="shell.maintenance.range" values={{ min: duration.min, max: duration.max }} />
    ) : duration.kind === 'minutes' ? (
      <FormattedMessage id="shell.maintenance.minutes" values={{ minutes: duration.minutes }} />
    ) : duration.kind === 'until' ? (
      <FormattedMessage id="shell.maintenance.until" values={{ time: time(duration.ends) }} />
    ) : null;
  return (
    <span className="maintenance-banner__detail" data-testid="maintenance-window" data-window={window.id}>
      {' '}
      {durationText ? (
        <FormattedMessage id="shell.maintenance.when" values={{ date, time: time(window.starts), duration: durationText }} />
      ) : (
        <FormattedMessage id="shell.maintenance.whenStart" values={{ date, time: time(window.starts) }} />
      )}
    </span>
  );
}

export function MaintenanceBanner() {
  const window = useMaintenanceWindow();
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <div className="container maintenance-banner__inner">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.5" />
        </svg>
        <p className="maintenance-banner__text">
          <FormattedMessage id="shell.maintenance.text" />
          {window && <WindowDetail window={window} />}
        </p>
      </div>
    </div>
  );
}
