/**
 * The stratum doctor's form: a labelled text area for a log, a config file or
 * a command line, a file picker, and the report below it (announced when it
 * arrives, its heading focused so the keyboard lands on it). An island of
 * /stratum-generator/doctor: its ids' stem comes from the page (`id`), as an
 * island cannot call useId.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import '../../../components/ui/field.css';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { readLogFile, useDoctor } from '../use-doctor';
import { DoctorReport } from './DoctorReport';
import './stratum-doctor.css';

export function StratumDoctor({ id }: { id: string }) {
  const intl = useIntl();
  const input = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, check, reset } = useDoctor();

  useEffect(() => {
    if (state.status === 'done') heading.current?.focus();
  }, [state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(input.current?.value ?? '');
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const { text, truncated } = await readLogFile(file);
    await check(text, truncated);
  };

  return (
    <section className="stratum-doctor" aria-label={intl.formatMessage({ id: 'stratumDoctor.label' })}>
      <p className="stratum-doctor__privacy" data-testid="doctor-privacy">
        <FormattedMessage id="stratumDoctor.privacy" />
      </p>
      <form className="stratum-doctor__form" onSubmit={submit} onReset={reset}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-log`}>
            <FormattedMessage id="stratumDoctor.input.label" />
          </label>
          <textarea
            id={`${id}-log`}
            ref={input}
            className="field__input stratum-doctor__input"
            rows={12}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            aria-describedby={`${id}-hint`}
            data-testid="doctor-input"
          />
          <p id={`${id}-hint`} className="field__hint">
            <FormattedMessage id="stratumDoctor.input.hint" />
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            <FormattedMessage id="stratumDoctor.file.label" />
          </label>
          <input
            id={`${id}-file`}
            type="file"
            className="stratum-doctor__file"
            accept=".txt,.log,.json,.conf,.toml,.cfg,.bat,.sh,text/plain"
            data-testid="doctor-file"
            onChange={(event) => void openFile(event.target.files?.[0])}
          />
        </div>
        <div className="stratum-doctor__actions">
          <button type="submit" className="button" data-testid="doctor-check">
            <FormattedMessage id="stratumDoctor.check" />
          </button>
          <button type="reset" className="button button--secondary">
            <FormattedMessage id="stratumDoctor.clear" />
          </button>
        </div>
      </form>
      <div className="stratum-doctor__results" aria-live="polite" data-testid="doctor-results" data-status={state.status}>
        {state.status === 'running' && (
          <p className="stratum-doctor__running">
            <FormattedMessage id="stratumDoctor.running" />
          </p>
        )}
        {state.status === 'done' && <DoctorReport diagnosis={state.diagnosis} headingRef={heading} />}
      </div>
    </section>
  );
}
