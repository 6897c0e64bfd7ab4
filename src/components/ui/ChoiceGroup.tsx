import type { ReactNode } from 'react';

export interface ChoiceGroupProps<T extends string | number> {
  /** What is being chosen, said once for the group. */
  legend: ReactNode;
  /** The radios' shared name. */
  name: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  /** The words beside an option's radio. */
  label: (option: T) => ReactNode;
  /** Each radio's test id is `${testId}-${option}`. */
  testId?: string;
}

/** One of a few options, as a row of radio buttons under a legend (the calculator's span and withdrawal choices). */
export function ChoiceGroup<T extends string | number>({ legend, name, options, value, onChange, label, testId }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="choice-group__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            data-testid={testId ? `${testId}-${option}` : undefined}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
