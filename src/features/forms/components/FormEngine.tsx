/**
 * Every public form: its fields (form-fields.ts), an error summary with links
 * to the fields and focus on the first one, and the send with its states
 * (sending, sent, kept offline). Pages pass the form's name and what to do
 * once it is sent.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import type { FormName } from '../../../config/forms';
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { FORM_FIELDS } from '../form-fields';
import { readFiles } from '../read-files';
import { useFormEngine } from '../use-form-engine';
import { ErrorSummary } from './ErrorSummary';
import { FieldControl } from './FieldControl';
import { fieldId } from './field-id';
import '../../../components/ui/field.css';
import './forms.css';

export interface FormEngineProps {
  form: FormName;
  /** Fields the page adds (the case a rating is about). */
  extra?: Record<string, string>;
  onSent?: () => void;
}

/**
 * What a sent form says where it is not the plain "sent". Named here, with the
 * form: the English texts travel with the module that names them
 * (scripts/vite/split-messages.ts), and the form may hydrate as an island
 * without its page's module.
 */
const SENT_MESSAGES: Partial<Record<FormName, MessageId>> = {
  subscribe: 'forms.subscribe.sent',
  statusSubscribe: 'statusSubscribe.sent',
};

export function FormEngine({ form, extra, onSent }: FormEngineProps) {
  const engine = useFormEngine(form, extra);
  const fields = FORM_FIELDS[form];
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (engine.attempt === 0) return;
    const first = engine.errors.find((e) => fields.some((f) => f.name === e.field));
    const target = first ? document.getElementById(fieldId(form, first.field)) : formRef.current?.querySelector<HTMLElement>('.form-errors');
    target?.focus();
  }, [engine.attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- only after a send attempt

  useEffect(() => {
    if (engine.status === 'sent') onSent?.();
  }, [engine.status]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when sent

  if (engine.status === 'sent') {
    return (
      <p className="form-status form-status--sent" role="status" data-testid="form-sent">
        <span aria-hidden="true">✓ </span>
        <FormattedMessage id={SENT_MESSAGES[form] ?? 'forms.sent'} />
      </p>
    );
  }
  if (engine.status === 'queued') {
    return (
      <p className="form-status form-status--queued" role="status" data-testid="form-queued">
        <FormattedMessage id="forms.queued" />
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void engine.submit();
  };
  const labelOf = (field: string) => fields.find((f) => f.name === field)?.label;

  return (
    <form ref={formRef} className="form-engine" noValidate onSubmit={submit} aria-busy={engine.status === 'sending'}>
      <ErrorSummary form={form} errors={engine.errors} labelOf={labelOf} />
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          form={form}
          spec={spec}
          value={engine.values[spec.name] ?? ''}
          error={engine.errors.find((e) => e.field === spec.name)}
          onChange={(value) => engine.setValue(spec.name, value)}
          onFiles={(list) =>
            void readFiles(list).then((result) => {
              if (result.ok) {
                engine.setFiles(result.files);
                engine.setErrors(engine.errors.filter((e) => e.field !== spec.name));
              } else {
                engine.setErrors([{ field: spec.name, status: 'error', message: result.message }]);
              }
            })
          }
        />
      ))}
      <p>
        <button className="button" type="submit" disabled={engine.status === 'sending'}>
          <FormattedMessage id={engine.status === 'sending' ? 'forms.sending' : 'forms.submit'} />
        </button>
      </p>
    </form>
  );
}
