/**
 * What every settings form shares: the save that runs (`useSave`), and the
 * submit button with what became of the save beside it, announced politely
 * while saving or saved, as an alert when it failed (`SaveActions`).
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageId } from '../../../lib/intl';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/** The state of a form's save, and the way to run one (a thrown error becomes its message). */
export function useSave(): { state: SaveState; reset(): void; run(save: () => Promise<void>): Promise<void> } {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  return {
    state,
    reset: () => setState({ status: 'idle' }),
    async run(save) {
      setState({ status: 'saving' });
      try {
        await save();
        setState({ status: 'saved' });
      } catch (error) {
        setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      }
    },
  };
}

/** The words of a form whose save is not "Save" (the picture uploads). */
export interface SaveTexts {
  submit: MessageId;
  saving: MessageId;
  saved: MessageId;
  /** Given the server's reason. */
  failed: (reason: string) => ReactNode;
}

const SAVE_TEXTS: SaveTexts = {
  submit: 'settings.save',
  saving: 'settings.saving',
  saved: 'settings.saved',
  failed: (reason) => (
    <>
      <FormattedMessage id="settings.saveFailed" />
      {reason && ` ${reason}`}
    </>
  ),
};

export function SaveActions({ state, disabled = false, texts = SAVE_TEXTS }: { state: SaveState; disabled?: boolean; texts?: SaveTexts }) {
  return (
    <div className="settings__actions">
      <button type="submit" className="button" disabled={disabled || state.status === 'saving'}>
        <FormattedMessage id={texts.submit} />
      </button>
      {state.status === 'failed' ? (
        <p className="settings__error" role="alert">
          {texts.failed(state.message)}
        </p>
      ) : (
        <p className="settings__status" role="status">
          {state.status === 'saving' && <FormattedMessage id={texts.saving} />}
          {state.status === 'saved' && <FormattedMessage id={texts.saved} />}
        </p>
      )}
    </div>
  );
}
