import { useId } from 'react';
import '../../../../components/ui/field.css';
import type { STRATUM_LOCATIONS } from '../../../../config/limits';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { BtcAddressCheck } from '../../../../lib/validation/btc-address';
import type { MiningAlgorithm } from '../../types';
import type { StratumProtocol } from '../../stratum-config';
import type { StratumForm } from '../../stratum-url-state';

/** Protocol names are the same in every language. */
const PROTOCOL_NAMES: Record<StratumProtocol, string> = { tcp: 'TCP', ssl: 'SSL (TLS)' };

const ADDRESS_ERRORS = { format: 'stratumGenerator.address.format', checksum: 'stratumGenerator.address.checksum' } as const;

export interface StratumInputsProps {
  algorithms: readonly MiningAlgorithm[];
  locations: ReadonlyArray<(typeof STRATUM_LOCATIONS)[number]>;
  form: StratumForm;
  addressCheck: BtcAddressCheck;
  workerOk: boolean;
  update: (next: StratumForm) => void;
}

export function StratumInputs({ algorithms, locations, form, addressCheck, workerOk, update }: StratumInputsProps) {
  const intl = useIntl();
  const id = useId();
  const addressError = addressCheck === 'format' || addressCheck === 'checksum' ? ADDRESS_ERRORS[addressCheck] : null;
  return (
    <div className="stratum-generator__inputs">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-algorithm`}>
          <FormattedMessage id="stratumGenerator.algorithm" />
        </label>
        <select
          id={`${id}-algorithm`}
          className="field__input"
          value={form.algorithm}
          data-testid="stratum-algorithm"
          onChange={(event) => update({ ...form, algorithm: event.target.value })}
        >
          {algorithms.map((a) => (
            <option key={a.algorithm} value={a.algorithm}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="stratum-generator__choice">
        <legend className="field__label">
          <FormattedMessage id="stratumGenerator.location" />
        </legend>
        {locations.map((l) => (
          <label key={l.value} className="stratum-generator__option">
            <input
              type="radio"
              name={`${id}-location`}
              value={l.value}
              checked={form.location === l.value}
              onChange={() => update({ ...form, location: l.value })}
            />{' '}
            {l.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="stratum-generator__choice">
        <legend className="field__label">
          <FormattedMessage id="stratumGenerator.protocol" />
        </legend>
        {(['tcp', 'ssl'] as StratumProtocol[]).map((protocol) => (
          <label key={protocol} className="stratum-generator__option">
            <input type="radio" name={`${id}-protocol`} value={protocol} checked={form.protocol === protocol} onChange={() => update({ ...form, protocol })} />{' '}
            {PROTOCOL_NAMES[protocol]}
          </label>
        ))}
      </fieldset>
      <div className="field stratum-generator__wide">
        <label className="field__label" htmlFor={`${id}-address`}>
          <FormattedMessage id="stratumGenerator.address" />
        </label>
        <input
          id={`${id}-address`}
          className="field__input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={form.address}
          placeholder={intl.formatMessage({ id: 'stratumGenerator.address.placeholder' })}
          aria-invalid={addressError !== null}
          aria-describedby={`${id}-address-note`}
          data-testid="stratum-address"
          onChange={(event) => update({ ...form, address: event.target.value })}
        />
        <p
          id={`${id}-address-note`}
          className={addressError ? 'field__error' : 'field__hint'}
          role={addressError ? 'alert' : undefined}
          data-testid="stratum-address-note"
        >
          <FormattedMessage id={addressError ?? 'stratumGenerator.address.hint'} />
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-worker`}>
          <FormattedMessage id="stratumGenerator.worker" />
        </label>
        <input
          id={`${id}-worker`}
          className="field__input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={form.worker}
          aria-invalid={!workerOk}
          aria-describedby={`${id}-worker-note`}
          data-testid="stratum-worker"
          onChange={(event) => update({ ...form, worker: event.target.value })}
        />
        <p id={`${id}-worker-note`} className={workerOk ? 'field__hint' : 'field__error'} role={workerOk ? undefined : 'alert'}>
          <FormattedMessage id="stratumGenerator.worker.hint" />
        </p>
      </div>
    </div>
  );
}
