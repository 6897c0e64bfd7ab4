import { NumberField } from '../../../../components/ui/NumberField';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { AlgorithmRow } from '../../algorithm-rows';
import { earningsByAlgorithm, type Settings } from '../../calculator/algorithm-earnings';
import type { ResolvedDevice } from '../../calculator/device-choice';
import type { DeviceChoice } from '../../calculator/url-state';
import { BestSummary } from './BestSummary';
import { EarningsTable } from './EarningsTable';
import { ProfitHistoryChart } from './ProfitHistoryChart';
import { SpeedEditor } from './SpeedEditor';

export interface DevicePanelProps {
  choice: DeviceChoice;
  device: ResolvedDevice;
  spotRows: readonly AlgorithmRow[];
  averageRows: readonly AlgorithmRow[];
  settings: Settings;
  currency: string;
  purchasePrice: number | null;
  onChange: (choice: DeviceChoice) => void;
  onRemove: () => void;
}

/** One chosen device: quantity, power, speeds, and what it earns. */
export function DevicePanel({ choice, device, spotRows, averageRows, settings, currency, purchasePrice, onChange, onRemove }: DevicePanelProps) {
  const intl = useIntl();
  const name = device.name ?? intl.formatMessage({ id: device.custom ? 'calculator.device.custom' : 'calculator.device.unknown' }, { key: device.key });
  const rows = earningsByAlgorithm(device, spotRows, averageRows, settings);
  const best = rows.find((row) => row.spot !== null);
  return (
    <article className="calc-device" data-testid="calc-device" data-device={device.key}>
      <header className="calc-device__header">
        <h2 className="calc-device__name">{name}</h2>
        <button type="button" className="button button--secondary calc-device__remove" onClick={onRemove}>
          <FormattedMessage id="calculator.device.remove" />
        </button>
      </header>
      <div className="calc-device__fields">
        <NumberField
          label={<FormattedMessage id="calculator.quantity" />}
          value={choice.quantity}
          onChange={(quantity) => onChange({ ...choice, quantity: quantity ?? 0 })}
          testId="calc-quantity"
        />
        <NumberField
          label={<FormattedMessage id="calculator.power" />}
          value={device.power}
          suffix="W"
          onChange={(power) => onChange({ ...choice, power: power === device.basePower ? null : power })}
          testId="calc-power"
        />
      </div>
      <details className="calc-device__speeds" open={device.custom}>
        <summary>
          <FormattedMessage id="calculator.speeds.edit" />
        </summary>
        <SpeedEditor device={device} algorithms={spotRows} edited={choice.speeds} onChange={(speeds) => onChange({ ...choice, speeds })} />
      </details>
      {best ? (
        <>
          <BestSummary best={best} currency={currency} btcRate={settings.btcRate} purchasePrice={purchasePrice} />
          <ProfitHistoryChart best={best} device={device} settings={settings} currency={currency} />
        </>
      ) : (
        <p className="muted" data-testid="calc-no-earnings">
          <FormattedMessage id={device.known ? 'calculator.noEarnings' : 'calculator.device.notFound'} />
        </p>
      )}
      {rows.length > 0 && <EarningsTable rows={rows} currency={currency} />}
    </article>
  );
}
