/**
 * Making an API key (settings, "API keys"): a name, the permissions as
 * checkboxes (read is every key's and always ticked; read-only by default)
 * and an optional IP allowlist, one address or CIDR range per line. The
 * allowlist is checked here with the server's rules (src/config/ip-allowlist.ts),
 * so a bad entry is named in the user's language before anything is sent. The new
 * secret is shown once, with a copy button, until the user says it is kept.
 */
import { useId, useState, type FormEvent } from 'react';
import { API_KEY_PERMISSIONS, type ApiKeyPermission } from '../../../config/api-permissions';
import { allowlistEntryProblem, type AllowlistProblem } from '../../../config/ip-allowlist';
import { API_KEY_LIMITS } from '../../../config/limits';
import { CopyButton } from '../../../components/ui/CopyButton';
import { createApiKey, type NewApiKey } from '../../../features/api-keys/api/create-api-key';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { PERMISSION_LABELS } from './api-key-texts';

type Status = { status: 'idle' | 'creating' } | { status: 'failed'; message: string } | { status: 'invalid'; entry: string; problem: AllowlistProblem };

/** The allowlist textarea's entries: one per line (commas and spaces separate too), blanks dropped. */
export function allowlistEntries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The first entry the server would refuse, checked here so the form can say why in the user's language. */
function firstAllowlistProblem(entries: readonly string[]): Status | undefined {
  for (const entry of entries) {
    const problem = allowlistEntryProblem(entry);
    if (problem) return { status: 'invalid', entry, problem };
  }
  return undefined;
}

function AllowlistError({ id, entry, problem }: { id: string; entry: string; problem: AllowlistProblem }) {
  return (
    <p className="field__error" id={id} data-testid="api-key-allowlist-error">
      {problem.kind === 'not-an-address' ? (
        <FormattedMessage id="settings.apiKeys.allowlist.notAnAddress" values={{ entry }} />
      ) : (
        <FormattedMessage id="settings.apiKeys.allowlist.prefix" values={{ entry, max: problem.maxBits }} />
      )}
    </p>
  );
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
  const allowlistErrorId = useId();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<ApiKeyPermission[]>(['read']);
  const [allowlist, setAllowlist] = useState('');
  const [status, setStatus] = useState<Status>({ status: 'idle' });
  const [created, setCreated] = useState<NewApiKey | null>(null);

  const toggle = (permission: ApiKeyPermission, on: boolean) =>
    setPermissions((current) => API_KEY_PERMISSIONS.filter((p) => p === 'read' || (p === permission ? on : current.includes(p))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ipAllowlist = allowlistEntries(allowlist);
    const invalid = firstAllowlistProblem(ipAllowlist);
    if (invalid) return setStatus(invalid);
    setStatus({ status: 'creating' });
    createApiKey({ name: name.trim(), permissions, ipAllowlist }).then(
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
          aria-describedby={status.status === 'invalid' ? `${allowlistErrorId} ${hintId}` : hintId}
          aria-invalid={status.status === 'invalid' || undefined}
          value={allowlist}
          onChange={(event) => setAllowlist(event.target.value)}
        />
        {status.status === 'invalid' && <AllowlistError id={allowlistErrorId} entry={status.entry} problem={status.problem} />}
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
