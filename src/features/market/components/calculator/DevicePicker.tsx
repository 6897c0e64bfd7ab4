/**
 * A searchable device list (a combobox): the matches update AUTOCOMPLETE_DEBOUNCE_MS
 * after the last key; arrows move, Enter picks, Escape closes. "Custom
 * device" is always offered last.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import '../../../../components/ui/field.css';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../../config/limits';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import { searchDevices } from '../../calculator/device-choice';
import { CUSTOM_DEVICE } from '../../calculator/url-state';
import type { Device } from '../../devices';

const MAX_MATCHES = 8;

export function DevicePicker({ devices, label, onPick }: { devices: readonly Device[]; label: string; onPick: (niceName: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const matches = [
    ...searchDevices(devices, query, MAX_MATCHES).map((d) => ({ key: d.niceName, name: d.name, category: d.category })),
    { key: CUSTOM_DEVICE, name: intl.formatMessage({ id: 'calculator.device.custom' }), category: '' },
  ];

  const pick = (key: string): void => {
    onPick(key);
    setText('');
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const match = matches[Math.min(active, matches.length - 1)];
      if (match) pick(match.key);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="field calc-picker">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        placeholder={intl.formatMessage({ id: 'calculator.device.placeholder' })}
        value={text}
        data-testid="calc-device-search"
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul className="popup-list" id={`${id}-list`} role="listbox" aria-label={label}>
          {matches.map((match, i) => (
            <li
              key={match.key}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className="popup-list__option calc-picker__option"
              data-testid="calc-device-option"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(match.key);
              }}
            >
              {match.name}
              {match.category && <span className="calc-picker__category">{match.category}</span>}
            </li>
          ))}
          {matches.length === 1 && query && (
            <li className="calc-picker__empty" role="presentation">
              <FormattedMessage id="calculator.device.noMatch" />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
