/**
 * Shown while the system is in maintenance (systemState.maintenance). The
 * text is generic; `detail` carries a notice's specifics when there is one,
 * e.g. the spec's example "July 4 2024, 10:30 CEST, 45 to 90 minutes".
 */
import { FormattedMessage } from '../../lib/intl';

export function MaintenanceBanner({ detail }: { detail?: string }) {
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <div className="container maintenance-banner__inner">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.5" />
        </svg>
        <p className="maintenance-banner__text">
          <FormattedMessage id="shell.maintenance.text" />
          {detail && <span className="maintenance-banner__detail"> {detail}</span>}
        </p>
      </div>
    </div>
  );
}
