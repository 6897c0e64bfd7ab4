/**
 * Saves a text as a file: the browser's download of a Blob made on the
 * click, so nothing leaves the page (a generated config holds the visitor's
 * address). Drawn like the copy button beside it.
 */
export interface DownloadButtonProps {
  value: string;
  fileName: string;
  /** Accessible name, e.g. "Download T-Rex". */
  label: string;
}

export function saveText(value: string, fileName: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([value], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadButton({ value, fileName, label }: DownloadButtonProps) {
  return (
    <button type="button" className="copy-button" aria-label={label} title={label} data-file-name={fileName} onClick={() => saveText(value, fileName)}>
      <svg className="copy-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
      </svg>
    </button>
  );
}
