import { NumberField } from '../../../../components/ui/NumberField';
import { FormattedMessage } from '../../../../lib/intl';
import type { AlgorithmRow } from '../../algorithm-rows';
import type { ResolvedDevice } from '../../calculator/device-choice';

/**
 * Speed per algorithm, editable: a known device lists the algorithms it
 * mines with its catalogue speed as the starting value; a custom device lists
 * every algorithm, empty.
 */
export function SpeedEditor({
  device,
  algorithms,
  edited,
  onChange,
}: {
  device: ResolvedDevice;
  algorithms: readonly AlgorithmRow[];
  edited: Record<string, number>;
  onChange: (speeds: Record<string, number>) => void;
}) {
  const shown = device.custom ? algorithms : algorithms.filter((row) => row.algorithm in device.baseSpeeds);
  const set = (algorithm: string, value: number | null): void => {
    const next = { ...edited };
    if (value === null || value === device.baseSpeeds[algorithm]) delete next[algorithm];
    else next[algorithm] = value;
    onChange(next);
  };
  return (
    <div className="calc-speeds" data-testid="calc-speeds">
      {shown.map((row) => (
        <NumberField
          key={row.algorithm}
          label={row.title}
          value={device.speeds[row.algorithm] ?? null}
          suffix={`${row.miningUnit}/s`}
          onChange={(value) => set(row.algorithm, value)}
          testId={`calc-speed-${row.algorithm}`}
        />
      ))}
      {shown.length === 0 && (
        <p className="muted">
          <FormattedMessage id="calculator.speeds.none" />
        </p>
      )}
    </div>
  );
}
