/**
 * Files for a case or a reply: chosen with a labelled file input drawn as a
 * button (the native input stays, visually hidden but focusable, so keyboard
 * and screen readers use it as ever), listed with a preview for images (a
 * data: URL, which the Content-Security-Policy allows for images) and name and
 * size for the others, each removable. A file that cannot be attached is not
 * listed: it is named with the reason instead.
 */
import { useEffect, useId, useState } from 'react';
import { UPLOAD_LIMITS } from '../../../config/limits';
import { UPLOAD_EXTENSIONS } from '../../../config/limits';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { formatFileSize } from '../../../lib/file-size';
import { addFiles, attachmentProblem, type AttachmentProblem } from '../encode-attachments';

const IMAGE = /\.(png|jpe?g|gif)$/i;

function usePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!IMAGE.test(file.name)) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const intl = useIntl();
  const preview = usePreview(file);
  return (
    <li className="case-files__item">
      {preview ? <img className="case-files__preview" src={preview} alt="" width={64} height={64} /> : null}
      <span className="case-files__name">{file.name}</span>
      <span className="muted">{formatFileSize(file.size, intl.locale)}</span>
      <button type="button" className="button button--secondary" onClick={onRemove}>
        <FormattedMessage id="supportCases.files.remove" values={{ name: file.name }} />
      </button>
    </li>
  );
}

export function AttachmentPicker({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const [refused, setRefused] = useState<{ name: string; problem: AttachmentProblem }[]>([]);
  const problem = attachmentProblem(files);
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        <FormattedMessage id="supportCases.files.label" />
      </span>
      <div className="file-picker">
        <input
          id={id}
          className="file-picker__input"
          type="file"
          multiple
          disabled={disabled}
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const next = addFiles(files, Array.from(event.target.files ?? []));
            setRefused(next.refused);
            onChange(next.files);
            event.target.value = '';
          }}
        />
        <label className="button button--secondary file-picker__button" htmlFor={id} aria-hidden="true">
          <FormattedMessage id="supportCases.files.add" />
        </label>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        <FormattedMessage
          id="supportCases.files.hint"
          values={{ extensions: UPLOAD_EXTENSIONS.join(', '), count: UPLOAD_LIMITS.maxFiles, megabytes: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024 }}
        />
      </p>
      {files.length > 0 ? (
        <ul className="case-files">
          {files.map((file, index) => (
            <ChosenFile key={`${file.name}-${index}`} file={file} onRemove={() => onChange(files.filter((_, i) => i !== index))} />
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <div className="field__error" role="alert" data-testid="files-refused">
          {refused.map((file, index) => (
            <p key={`${file.name}-${index}`}>
              <FormattedMessage id="supportCases.files.refused" values={{ name: file.name }} />{' '}
              <FormattedMessage id={`supportCases.files.problem.${file.problem}`} />
            </p>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={`supportCases.files.problem.${problem}`} />
        </p>
      ) : null}
    </div>
  );
}
