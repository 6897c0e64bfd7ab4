/**
 * API keys (issue 31, part 4): the acting organization's keys, each with its
 * name, permissions, IP allowlist, creation time and the last characters of
 * its secret; revoking asks first. A new key's secret is shown once
 * (ApiKeyCreateForm). Errors from the server are shown in words.
 */
import { useCallback, useEffect, useState } from 'react';
import { listApiKeys, type ApiKeyEntry } from '../../../features/api-keys/api/list-api-keys';
import { revokeApiKey } from '../../../features/api-keys/api/revoke-api-key';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { ApiKeyCreateForm } from './ApiKeyCreateForm';
import { PERMISSION_LABELS } from './api-key-texts';
import { SettingsSection } from './SettingsSection';

type ListState = { status: 'loading' } | { status: 'ready'; list: ApiKeyEntry[] } | { status: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

function KeyItem({ entry, onRevoked }: { entry: ApiKeyEntry; onRevoked: (name: string) => void }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const revoke = () => {
    setRevoking(true);
    setFailure(null);
    revokeApiKey(entry.key).then(
      () => onRevoked(entry.name),
      (error: unknown) => {
        setRevoking(false);
        setFailure(messageOf(error));
      },
    );
  };
  return (
    <li className="settings__key" data-testid="api-key-item" data-key={entry.key}>
      <h3 className="settings__subheading">{entry.name}</h3>
      <dl className="settings__key-values">
        <dt>
          <FormattedMessage id="settings.apiKeys.permissions" />
        </dt>
        <dd>
          {entry.permissions
            .map((p) => (p in PERMISSION_LABELS ? intl.formatMessage({ id: PERMISSION_LABELS[p as keyof typeof PERMISSION_LABELS] }) : p))
            .join(', ')}
        </dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.allowlist.short" />
        </dt>
        <dd>{entry.ipAllowlist.length > 0 ? entry.ipAllowlist.join(', ') : <FormattedMessage id="settings.apiKeys.anyAddress" />}</dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.created" />
        </dt>
        <dd>{intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.secretEnd" />
        </dt>
        <dd>
          <code>…{entry.secretEnd}</code>
        </dd>
        <dt>
          <FormattedMessage id="settings.apiKeys.new.key" />
        </dt>
        <dd>
          <code className="settings__key-id">{entry.key}</code>
        </dd>
      </dl>
      {confirming ? (
        <div className="settings__confirm" role="group" aria-label={intl.formatMessage({ id: 'settings.apiKeys.revoke.confirm' }, { name: entry.name })}>
          <p>
            <FormattedMessage id="settings.apiKeys.revoke.confirm" values={{ name: entry.name }} />
          </p>
          <div className="settings__actions">
            <button type="button" className="button" disabled={revoking} onClick={revoke} data-testid="api-key-revoke-confirm">
              <FormattedMessage id="settings.apiKeys.revoke.yes" />
            </button>
            <button type="button" className="button button--secondary" disabled={revoking} onClick={() => setConfirming(false)}>
              <FormattedMessage id="settings.apiKeys.revoke.cancel" />
            </button>
          </div>
        </div>
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} data-testid="api-key-revoke">
            <FormattedMessage id="settings.apiKeys.revoke" />
          </button>
        </p>
      )}
      {failure !== null && (
        <p className="settings__error" role="alert">
          <FormattedMessage id="settings.apiKeys.revoke.failed" values={{ reason: failure }} />
        </p>
      )}
    </li>
  );
}

export function ApiKeysSection() {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [revoked, setRevoked] = useState<string | null>(null);
  const load = useCallback(() => {
    listApiKeys().then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(error) }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <SettingsSection heading="settings.apiKeys.heading" className="settings__section--wide">
      <p>
        <FormattedMessage id="settings.apiKeys.intro" />
      </p>
      <div aria-busy={state.status === 'loading'} data-testid="api-keys" data-status={state.status}>
        {state.status === 'failed' && (
          <div className="settings__error" role="alert">
            <p>
              <FormattedMessage id="settings.apiKeys.loadFailed" values={{ reason: state.message }} />
            </p>
            <button type="button" className="button button--secondary" onClick={load}>
              <FormattedMessage id="settings.apiKeys.retry" />
            </button>
          </div>
        )}
        {state.status === 'ready' &&
          (state.list.length === 0 ? (
            <p className="muted">
              <FormattedMessage id="settings.apiKeys.none" />
            </p>
          ) : (
            <ul className="settings__keys">
              {state.list.map((entry) => (
                <KeyItem
                  key={entry.key}
                  entry={entry}
                  onRevoked={(name) => {
                    setRevoked(name);
                    load();
                  }}
                />
              ))}
            </ul>
          ))}
        <p className="settings__status" role="status">
          {revoked !== null && <FormattedMessage id="settings.apiKeys.revoked" values={{ name: revoked }} />}
        </p>
      </div>
      <ApiKeyCreateForm
        onCreated={() => {
          setRevoked(null);
          load();
        }}
      />
    </SettingsSection>
  );
}
