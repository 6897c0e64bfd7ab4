/**
 * The profile picture: choose a PNG, JPG or GIF, see it before it is sent,
 * then upload (POST api/v2/profile/picture). The kind and size are checked
 * here first so a wrong file gets a clear message at once; the server checks
 * the bytes again. The picture is the personal organization's, which the user
 * menu shows.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { PROFILE_PICTURE_LIMITS } from '../../../config/limits';
import { encodedPicture, PICTURE_MAX_MB, pictureProblem, readAsDataUrl, type PictureProblem } from '../../../features/session/picture-file';
import { personalOrganization } from '../../../features/session/profile';
import { uploadProfilePicture } from '../../../features/session/settings-actions';
import { sessionState } from '../../../features/session/state';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { SettingsSection } from './SettingsSection';
import { SaveActions, useSave, type SaveTexts } from './SaveActions';

const PROBLEM_MESSAGES: Record<
  PictureProblem | 'unreadable',
  'settings.picture.wrongType' | 'settings.picture.tooLarge' | 'settings.picture.empty' | 'settings.picture.unreadable'
> = {
  wrongType: 'settings.picture.wrongType',
  tooLarge: 'settings.picture.tooLarge',
  empty: 'settings.picture.empty',
  unreadable: 'settings.picture.unreadable',
};

const ACCEPT = PROFILE_PICTURE_LIMITS.extensions.map((ext) => `.${ext}`).join(',');

const UPLOAD_TEXTS: SaveTexts = {
  submit: 'settings.picture.upload',
  saving: 'settings.picture.uploading',
  saved: 'settings.picture.uploaded',
  failed: (reason) => <FormattedMessage id="settings.picture.failed" values={{ reason }} />,
};

export function PictureSection() {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { user } = useSnapshot(sessionState);
  const current = personalOrganization(user?.organizations ?? [])?.profilePictureUrl ?? '';
  const [chosen, setChosen] = useState<{ name: string; dataUrl: string } | null>(null);
  const [problem, setProblem] = useState<PictureProblem | 'unreadable' | null>(null);
  const upload = useSave();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    upload.reset();
    setChosen(null);
    if (!file) return setProblem(null);
    const found = pictureProblem(file);
    setProblem(found);
    if (found) return;
    try {
      setChosen({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      setProblem('unreadable');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    void upload.run(async () => {
      await uploadProfilePicture(encodedPicture(chosen.name, chosen.dataUrl));
      setChosen(null);
    });
  };

  const shown = chosen?.dataUrl ?? current;
  return (
    <SettingsSection heading="settings.picture.heading">
      <form className="settings__form settings__picture" onSubmit={submit}>
        <div className="settings__picture-frame">
          {shown ? (
            <img
              className="settings__picture-image"
              src={shown}
              width={96}
              height={96}
              alt={intl.formatMessage({ id: chosen ? 'settings.picture.preview' : 'settings.picture.current' })}
            />
          ) : (
            <p className="settings__picture-none">
              <FormattedMessage id="settings.picture.none" />
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            <FormattedMessage id="settings.picture.label" />
          </label>
          <input
            id={inputId}
            className="field__input"
            type="file"
            accept={ACCEPT}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <p className="field__hint" id={hintId}>
            <FormattedMessage id="settings.picture.hint" values={{ size: PICTURE_MAX_MB }} />
          </p>
          {problem && (
            <p className="field__error" id={errorId} role="alert">
              <FormattedMessage id={PROBLEM_MESSAGES[problem]} values={{ size: PICTURE_MAX_MB }} />
            </p>
          )}
        </div>
        <SaveActions state={upload.state} disabled={!chosen} texts={UPLOAD_TEXTS} />
      </form>
    </SettingsSection>
  );
}
