import { Link, useLocation } from 'wouter';
import { buildPath } from '../../../../config/paths';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { DetectedDevice } from '../../detect/use-detected-device';
import type { Device } from '../../devices';
import { DevicePicker } from './DevicePicker';
import './calculator.css';

/**
 * "We think you have X": the guess with a link to its earnings, a button to
 * ask the local detection app, and a picker to choose another device.
 */
export function AutodetectPanel({ devices, detected }: { devices: readonly Device[]; detected: DetectedDevice }) {
  const intl = useIntl();
  const { detection, helper, askHelper } = detected;
  const [, navigate] = useLocation();
  return (
    <section className="calc-detect" data-testid="calc-detect" data-status={detection.status} aria-live="polite">
      {detection.status === 'detecting' && (
        <p className="muted" role="status">
          <FormattedMessage id="calculator.detect.detecting" />
        </p>
      )}
      {detection.status === 'found' && (
        <p className="calc-detect__found">
          <FormattedMessage id="calculator.detect.found" values={{ device: <strong data-testid="calc-detect-device">{detection.device.name}</strong> }} />{' '}
          <Link className="button" href={buildPath('calculator', { device: detection.device.niceName })} data-testid="calc-detect-open">
            <FormattedMessage id="calculator.detect.open" />
          </Link>
        </p>
      )}
      {detection.status === 'unknown' && (
        <p className="calc-detect__unknown">
          {detection.reported ? (
            <FormattedMessage id="calculator.detect.unknownReported" values={{ reported: <code>{detection.reported}</code> }} />
          ) : (
            <FormattedMessage id="calculator.detect.unknown" />
          )}
        </p>
      )}
      <div className="calc-detect__helper" data-testid="calc-helper" data-state={helper}>
        <p className="muted">
          <FormattedMessage id="calculator.detect.helper.text" />
        </p>
        <button type="button" className="button button--secondary" onClick={askHelper} disabled={helper === 'asking'} data-testid="calc-helper-ask">
          <FormattedMessage id={helper === 'asking' ? 'calculator.detect.helper.asking' : 'calculator.detect.helper.ask'} />
        </button>
        {helper === 'absent' && (
          <p className="calc-detect__helper-absent" role="status">
            <FormattedMessage id="calculator.detect.helper.absent" />
          </p>
        )}
      </div>
      <DevicePicker
        devices={devices}
        label={intl.formatMessage({ id: detection.status === 'found' ? 'calculator.detect.change' : 'calculator.detect.pick' })}
        onPick={(device) => navigate(buildPath('calculator', { device }))}
      />
    </section>
  );
}
