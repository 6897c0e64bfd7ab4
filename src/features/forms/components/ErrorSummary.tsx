/** The errors of a send, listed at the top with a link to each field (the first field also gets focus). */
import type { FieldError } from '../../../config/forms';
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { fieldId } from './field-id';

export interface ErrorSummaryProps {
  form: string;
  errors: FieldError[];
  labelOf: (field: string) => MessageId | undefined;
}

export function ErrorSummary({ form, errors, labelOf }: ErrorSummaryProps) {
  const intl = useIntl();
  if (errors.length === 0) return null;
  return (
    <div className="form-errors" role="alert" aria-labelledby={`${form}-errors-title`}>
      <h2 id={`${form}-errors-title`} className="form-errors__title">
        <FormattedMessage id="forms.summary.title" />
      </h2>
      <ul>
        {errors.map((e) => {
          const label = labelOf(e.field);
          const text = intl.formatMessage({ id: e.message });
          return <li key={e.field || 'form'}>{label ? <a href={`#${fieldId(form, e.field)}`}>{`${intl.formatMessage({ id: label })}: ${text}`}</a> : text}</li>;
        })}
      </ul>
    </div>
  );
}
