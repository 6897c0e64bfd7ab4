/**
 * A speed with its unit: a number field (spec 5's number input: digits and a
 * separator) and a unit list side by side, whose value is the one string the
 * form sends ("500 PH/s"). Pasting a speed with its unit into the number
 * ("500 PH/s", "about 1.2 th/s") sets both.
 */
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HASHRATE_UNITS, type HashrateUnit } from '../../../config/forms/fields';
import { useIntl } from '../../../lib/intl';
import { isAllowedNumberKey } from '../../../lib/validation/number-input';

const DEFAULT_UNIT: HashrateUnit = 'TH/s';

/** The first number in a typed or pasted text, and the unit after it if it is one of ours (in any case). */
export function parseHashrate(text: string): { amount: string; unit: HashrateUnit | undefined } {
  const match = /([0-9]+(?:[.,][0-9]+)?)\s*([a-z]+\/s)?/i.exec(text);
  const unit = HASHRATE_UNITS.find((u) => u.toLowerCase() === match?.[2]?.toLowerCase());
  return { amount: match?.[1] ?? '', unit };
}

export const joinHashrate = (amount: string, unit: HashrateUnit): string => (amount ? `${amount} ${unit}` : '');

interface Props {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export function HashrateInput({ id, name, value, onChange, describedBy, invalid, required }: Props) {
  const intl = useIntl();
  const parsed = parseHashrate(value);
  // The unit is kept while the number is empty (the form's value is then empty too).
  const [unit, setUnit] = useState<HashrateUnit>(parsed.unit ?? DEFAULT_UNIT);
  const amount = parsed.amount;
  const take = (text: string) => {
    const next = parseHashrate(text);
    const nextUnit = next.unit ?? unit;
    setUnit(nextUnit);
    onChange(joinHashrate(next.amount, nextUnit));
  };
  return (
    <div className="field__row">
      <input
        className="field__input"
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        value={amount}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => take(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!isAllowedNumberKey(event)) event.preventDefault();
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          take(event.clipboardData.getData('text'));
        }}
      />
      <select
        className="field__input field__unit"
        aria-label={intl.formatMessage({ id: 'forms.hashrate.unit' })}
        value={unit}
        onChange={(event) => {
          const next = event.target.value as HashrateUnit;
          setUnit(next);
          onChange(joinHashrate(amount, next));
        }}
      >
        {HASHRATE_UNITS.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </select>
    </div>
  );
}
