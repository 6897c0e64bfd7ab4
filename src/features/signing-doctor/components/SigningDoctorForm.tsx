/**
 * The signing doctor's form, the page's island: one or two pasted requests,
 * the key id and the secret, and the report (the signed message with its
 * separators marked, the expected X-Auth, the findings linked to their
 * explanations further down the page). There is no <form> and no field has a
 * name, so nothing typed here can be submitted anywhere, with or without
 * JavaScript.
 */
import { useEffect, useRef, useState } from 'react';
import '../../../components/ui/field.css';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { messageFields } from '../diagnose';
import { useSigningDoctor, type DoctorForm } from '../use-signing-doctor';
import './signing-doctor.css';

export interface SigningDoctorFormProps {
  /** The base of the fields' ids, made where the page renders (an island cannot make ids). */
  id: string;
}

/** How a 0x00 separator is drawn: U+2400 (␀) is missing from common fonts, a backslash and zero is not. */
const SEPARATOR = '\\0';

const EMPTY: DoctorForm = { request: '', second: '', keyId: '', secret: '' };

function Message({ bytes }: { bytes: Uint8Array }) {
  const fields = messageFields(bytes);
  return (
    <pre className="signing-doctor__message" data-testid="signing-message">
      <code>
        {fields.map((field, i) => (
          <span key={i}>
            {i > 0 && (
              <mark className="signing-doctor__sep" title="0x00">
                {SEPARATOR}
              </mark>
            )}
            {field}
          </span>
        ))}
      </code>
    </pre>
  );
}

export function SigningDoctorForm({ id }: SigningDoctorFormProps) {
  const intl = useIntl();
  const [form, setForm] = useState<DoctorForm>(EMPTY);
  const { state, check } = useSigningDoctor();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'done') heading.current?.focus();
  }, [state]);
  const set = (field: keyof DoctorForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  return (
    <div className="signing-doctor" role="group" aria-label={intl.formatMessage({ id: 'signingDoctor.form.label' })}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-request`}>
          <FormattedMessage id="signingDoctor.request.label" />
        </label>
        <textarea
          id={`${id}-request`}
          className="field__input signing-doctor__input"
          rows={10}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={form.request}
          onChange={set('request')}
          data-testid="signing-request"
        />
        <p className="field__hint">
          <FormattedMessage id="signingDoctor.request.hint" />
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-second`}>
          <FormattedMessage id="signingDoctor.second.label" />
        </label>
        <textarea
          id={`${id}-second`}
          className="field__input signing-doctor__input"
          rows={4}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={form.second}
          onChange={set('second')}
          data-testid="signing-second"
        />
      </div>
      <div className="signing-doctor__keys">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-key`}>
            <FormattedMessage id="signingDoctor.keyId.label" />
          </label>
          <input
            id={`${id}-key`}
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            value={form.keyId}
            onChange={set('keyId')}
            data-testid="signing-key"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-secret`}>
            <FormattedMessage id="signingDoctor.secret.label" />
          </label>
          <input
            id={`${id}-secret`}
            type="password"
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            value={form.secret}
            onChange={set('secret')}
            data-testid="signing-secret"
          />
        </div>
      </div>
      <div className="signing-doctor__actions">
        <button type="button" className="button" onClick={() => void check(form)} data-testid="signing-check">
          <FormattedMessage id="signingDoctor.check" />
        </button>
      </div>
      <div className="signing-doctor__results" aria-live="polite" data-testid="signing-results" data-status={state.status}>
        {state.status === 'unreadable' && (
          <p>
            <FormattedMessage id="signingDoctor.unreadable" />
          </p>
        )}
        {state.status === 'done' && (
          <>
            <h2 ref={heading} tabIndex={-1} className="signing-doctor__title" data-testid="signing-verdict" data-verdict={state.diagnosis.verdict}>
              {state.diagnosis.verdict === 'valid' && <FormattedMessage id="signingDoctor.verdict.valid" />}
              {state.diagnosis.verdict === 'findings' && (
                <FormattedMessage id="signingDoctor.verdict.findings" values={{ count: state.diagnosis.findings.length }} />
              )}
              {state.diagnosis.verdict === 'unchecked' && <FormattedMessage id="signingDoctor.verdict.unchecked" />}
            </h2>
            {state.serverTime === null && (
              <p className="muted">
                <FormattedMessage id="signingDoctor.noServerTime" />
              </p>
            )}
            {state.diagnosis.findings.length > 0 && (
              <ul className="signing-doctor__findings" data-testid="signing-findings">
                {state.diagnosis.findings.map((finding) => (
                  <li key={`${finding.request}-${finding.id}`} data-finding={finding.id}>
                    <a href={`#finding-${finding.id}`}>
                      <code>{finding.id}</code>
                    </a>{' '}
                    <FormattedMessage id={`signingDoctor.finding.${finding.id}.title`} />
                    {finding.request > 0 && (
                      <>
                        {' '}
                        <FormattedMessage id="signingDoctor.secondRequest" />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <h3>
              <FormattedMessage id="signingDoctor.message.heading" />
            </h3>
            <p className="muted">
              <FormattedMessage id="signingDoctor.message.legend" />
            </p>
            <Message bytes={state.diagnosis.message} />
            {state.diagnosis.expectedAuth && (
              <>
                <h3>
                  <FormattedMessage id="signingDoctor.expected.heading" />
                </h3>
                <pre className="signing-doctor__message" data-testid="signing-expected">
                  <code>{state.diagnosis.expectedAuth}</code>
                </pre>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
