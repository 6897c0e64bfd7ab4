/** One labelled control of a form, with its error below it (text and icon, not colour alone). */
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { UPLOAD_EXTENSIONS } from '../../../config/limits';
import type { FieldError } from '../../../config/forms';
import type { FieldSpec } from '../form-fields';
import { fieldId } from './field-id';
import { HashrateInput } from './HashrateInput';

export interface FieldControlProps {
  form: string;
  spec: FieldSpec;
  value: string;
  error: FieldError | undefined;
  onChange: (value: string) => void;
  onFiles: (files: File[]) => void;
}

const RATINGS = ['1', '2', '3', '4', '5'];

export function FieldControl({ form, spec, value, error, onChange, onFiles }: FieldControlProps) {
  const intl = useIntl();
  const id = fieldId(form, spec.name);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: spec.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    required: spec.required,
  } as const;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const label = (
    <>
      <FormattedMessage id={spec.label} />
      {spec.required ? null : (
        <span className="field__optional">
          {' '}
          <FormattedMessage id="forms.optional" />
        </span>
      )}
    </>
  );
  const message = error ? (
    <p className="field__error" id={errorId}>
      <span aria-hidden="true">⚠ </span>
      <FormattedMessage id={error.message} />
    </p>
  ) : null;

  if (spec.kind === 'rating') {
    return (
      <fieldset className="field form-rating" id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        <legend className="field__label">{label}</legend>
        <div className="form-rating__options">
          {RATINGS.map((n) => (
            <label key={n} className="form-rating__option">
              <input type="radio" name={spec.name} value={n} checked={value === n} onChange={change} />
              <span>{intl.formatMessage({ id: 'forms.rating.option' }, { n })}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  let control;
  if (spec.kind === 'textarea') {
    control = <textarea className="field__input" rows={6} value={value} onChange={change} {...common} />;
  } else if (spec.kind === 'files') {
    control = (
      <input
        className="field__input"
        type="file"
        multiple
        accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        {...common}
        required={false}
      />
    );
  } else if (spec.kind === 'hashrate') {
    control = (
      <HashrateInput
        id={id}
        name={spec.name}
        value={value}
        onChange={onChange}
        describedBy={common['aria-describedby']}
        invalid={Boolean(error)}
        required={spec.required}
      />
    );
  } else {
    control = <input className="field__input" type={spec.kind} value={value} onChange={change} autoComplete={spec.autoComplete} {...common} />;
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {spec.kind === 'files' ? (
        <p className="field__hint">
          <FormattedMessage id="forms.files.hint" values={{ extensions: UPLOAD_EXTENSIONS.join(', ') }} />
        </p>
      ) : null}
      {message}
    </div>
  );
}
