/**
 * Making an API key (settings, "API keys"): a name, the permissions as
 * checkboxes (read is every key's and always ticked; read-only by default)
 * and an optional IP allowlist, one address or CIDR range per line. The
 * server checks the allowlist; its refusal is shown in words. The new
 * secret is shown once, with a copy button, until the user says it is kept.
 */
import { useId, useState, type FormEvent } from 'react';
import { API_KEY_PERMISSIONS, type ApiKeyPermission } from '../../../config/api-permissions';
import { API_KEY_LIMITS } from '../../../config/limits';
import { CopyButton } from '../../../components/ui/CopyButton';
import { createApiKey, type NewApiKey } from '../../../features/api-keys/api/create-api-key';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { PERMISSION_LABELS } from './api-key-texts';

type Status = { status: 'idle' | 'creating' } | { status: 'failed'; message: string };

/** The allowlist textarea's entries: one per line (commas and spaces separate too), blanks dropped. */
export function allowlistEntries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function NewKeySecret({ created, onDone }: { created: NewApiKey; onDone: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className="settings__new-key" role="region" aria-labelledby={headingId} data-testid="api-key-secret">
      <h3 id={headingId} className="settings__subheading">
        <FormattedMessage id="settings.apiKeys.new.heading" values={{ name: created.name }} />
      </h3>
      <p className="settings__warning">
        <strong>
          <FormattedMessage id="settings.apiKeys.new.once" />
        </strong>
      </p>
      <dl className="settings__key-values">
        <dt>
          <FormattedMessage id="settings.apiKeys.new.key" />
        </dt>
        <dd>
          <code data-testid="api-key-new-key">{created.key}</code>{' '}
          <CopyButton value={created.key} label={intl.formatMessage({ id: 'settings.apiKeys.new.copyKey' })} />
        </dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.new.secret" />
        </dt>
        <dd>
          <code data-testid="api-key-new-secret">{created.secret}</code>{' '}
          <CopyButton value={created.secret} label={intl.formatMessage({ id: 'settings.apiKeys.new.copySecret' })} />
        </dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.new.organization" />
        </dt>
        <dd>
          <code data-testid="api-key-new-organization">{created.organizationId}</code>
        </dd>
      </dl>
      <p>
        <button type="button" className="button button--secondary" onClick={onDone}>
          <FormattedMessage id="settings.apiKeys.new.done" />
        </button>
      </p>
    </div>
  );
}

export function ApiKeyCreateForm({ onCreated }: { onCreated: () => void }) {
  const nameId = useId();
  const allowlistId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<ApiKeyPermission[]>(['read']);
  const [allowlist, setAllowlist] = useState('');
  const [status, setStatus] = useState<Status>({ status: 'idle' });
  const [created, setCreated] = useState<NewApiKey | null>(null);

  const toggle = (permission: ApiKeyPermission, on: boolean) =>
    setPermissions((current) => API_KEY_PERMISSIONS.filter((p) => p === 'read' || (p === permission ? on : current.includes(p))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus({ status: 'creating' });
    createApiKey({ name: name.trim(), permissions, ipAllowlist: allowlistEntries(allowlist) }).then(
      (answer) => {
        setCreated(answer);
        setStatus({ status: 'idle' });
        setName('');
        setAllowlist('');
        setPermissions(['read']);
        onCreated();
      },
      (error: unknown) => setStatus({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
  };

  if (created) return <NewKeySecret created={created} onDone={() => setCreated(null)} />;
  return (
    <form className="settings__form" onSubmit={submit} data-testid="api-key-form">
      <h3 className="settings__subheading">
        <FormattedMessage id="settings.apiKeys.create.heading" />
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          <FormattedMessage id="settings.apiKeys.name" />
        </label>
        <input
          id={nameId}
          className="field__input"
          name="name"
          required
          maxLength={API_KEY_LIMITS.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="settings__fieldset">
        <legend className="field__label">
          <FormattedMessage id="settings.apiKeys.permissions" />
        </legend>
        {API_KEY_PERMISSIONS.map((permission) => (
          <label key={permission} className="settings__check">
            <input
              type="checkbox"
              name="permissions"
              value={permission}
              checked={permissions.includes(permission)}
              disabled={permission === 'read'}
              onChange={(event) => toggle(permission, event.target.checked)}
            />{' '}
            <FormattedMessage id={PERMISSION_LABELS[permission]} />
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={allowlistId}>
          <FormattedMessage id="settings.apiKeys.allowlist" />
        </label>
        <textarea
          id={allowlistId}
          className="field__input"
          name="ipAllowlist"
          rows={3}
          aria-describedby={hintId}
          value={allowlist}
          onChange={(event) => setAllowlist(event.target.value)}
        />
        <p className="field__hint" id={hintId}>
          <FormattedMessage id="settings.apiKeys.allowlist.hint" values={{ max: API_KEY_LIMITS.allowlistMaxEntries }} />
        </p>
      </div>
      <div className="settings__actions">
        <button type="submit" className="button" disabled={status.status === 'creating'}>
          <FormattedMessage id="settings.apiKeys.create" />
        </button>
        {status.status === 'failed' ? (
          <p className="settings__error" role="alert" data-testid="api-key-create-error">
            <FormattedMessage id="settings.apiKeys.create.failed" values={{ reason: status.message }} />
          </p>
        ) : (
          <p className="settings__status" role="status">
            {status.status === 'creating' && <FormattedMessage id="settings.apiKeys.creating" />}
          </p>
        )}
      </div>
    </form>
  );
}
