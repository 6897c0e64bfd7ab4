/** What became of a save: announced politely while saving or saved, as an alert when it failed. */
import { FormattedMessage } from '../../../lib/intl';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

export function SaveStatus({ state }: { state: SaveState }) {
  if (state.status === 'failed') {
    return (
      <p className="settings__error" role="alert">
        <FormattedMessage id="settings.saveFailed" />
        {state.message && ` ${state.message}`}
      </p>
    );
  }
  return (
    <p className="settings__status" role="status">
      {state.status === 'saving' && <FormattedMessage id="settings.saving" />}
      {state.status === 'saved' && <FormattedMessage id="settings.saved" />}
    </p>
  );
}
