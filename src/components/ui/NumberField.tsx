/**
 * A number input by the spec's rules (section 5): typing lets through only
 * digits, dot and space plus navigation and clipboard keys; pasted text is
 * stripped to digits, dot, comma and minus; at most MAX_PRECISION decimals.
 * The text is the visitor's own while they type; `value` changes only when
 * the text reads as a number (or is emptied).
 */
import { useId, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_PRECISION } from '../../config/limits';
import { FormattedMessage } from '../../lib/intl';
import { isAllowedNumberKey, readNumberText, sanitizePastedNumber, type NumberTextProblem } from '../../lib/validation/number-input';
import './field.css';

export interface NumberFieldProps {
  label: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  suffix?: ReactNode;
  placeholder?: string;
  testId?: string;
  className?: string;
}

const PROBLEM_MESSAGES = {
  invalid: 'ui.number.invalid',
  negative: 'ui.number.negative',
  precision: 'ui.number.precision',
} as const satisfies Record<NumberTextProblem, string>;

const show = (value: number | null) => (value === null ? '' : String(value));

export function NumberField({ label, value, onChange, suffix, placeholder, testId, className }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(show(value));
  const [problem, setProblem] = useState<NumberTextProblem | null>(null);

  const [seen, setSeen] = useState(value);
  // A change from outside (a reload, another control) replaces the text; the visitor's own "0." stays.
  if (seen !== value) {
    setSeen(value);
    const shown = readNumberText(text, MAX_PRECISION).value;
    // An emptied field stays empty when the owner reads empty as zero.
    if (shown !== value && !(shown === null && value === 0)) setText(show(value));
  }

  const accept = (next: string): void => {
    setText(next);
    const read = readNumberText(next, MAX_PRECISION);
    setProblem(read.problem);
    if (!read.problem && read.value !== value) onChange(read.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!isAllowedNumberKey(event)) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = sanitizePastedNumber(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    accept(text.slice(0, start) + pasted + text.slice(end));
  };

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid={testId}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => accept(event.target.value)}
        />
        {suffix ? <span className="field__suffix">{suffix}</span> : null}
      </div>
      {problem ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          <FormattedMessage id={PROBLEM_MESSAGES[problem]} values={{ digits: MAX_PRECISION }} />
        </p>
      ) : null}
    </div>
  );
}
