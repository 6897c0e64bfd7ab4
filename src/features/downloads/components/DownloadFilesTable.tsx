/**
 * One product's files: name (a link to the file on our server), platform,
 * size and SHA-256 checksum with a copy button, so a visitor can compare the
 * hash of what they downloaded (Get-FileHash, shasum -a 256, sha256sum).
 * Sizes and checksums are the server's (use-download-files.ts): a file it
 * does not hold is shown as unavailable, with no link; until the list is
 * known (a page the app draws itself, offline before any visit) the name is
 * shown without a link.
 */
import type { DownloadFileInfo } from '../../../config/api/reference';
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { downloadPath, type DownloadFile, type DownloadProduct, type Platform } from '../downloads';
import { formatFileSize } from '../../../lib/file-size';
import '../downloads.css';
import { TableHead } from '../../../components/ui/TableHead';

function PlatformName({ platform }: { platform: Platform }) {
  if (platform === 'asic') return <FormattedMessage id="downloads.platform.asic" />;
  if (platform === 'usb') return <FormattedMessage id="downloads.platform.usb" />;
  return <>{platform}</>;
}

function FileRow({ file, info }: { file: DownloadFile; info: DownloadFileInfo | undefined }) {
  const intl = useIntl();
  const available = info?.available === true && info.sha256 !== undefined;
  const checksumLabel = intl.formatMessage({ id: 'downloads.table.checksum' });
  return (
    <tr data-available={info ? String(available) : undefined}>
      <th scope="row">
        {available ? (
          <a href={downloadPath(file.fileName)} className="download-file__name" download={file.fileName}>
            {file.fileName}
          </a>
        ) : (
          <span className="download-file__name">{file.fileName}</span>
        )}
      </th>
      <td>
        <PlatformName platform={file.platform} />
      </td>
      <td className="table__number">{available && info.sizeBytes !== undefined ? formatFileSize(info.sizeBytes, intl.locale) : '–'}</td>
      <td className="download-file__checksum-cell" data-label={checksumLabel}>
        {available ? (
          <span className="download-file__checksum">
            <code data-testid="download-checksum">{info.sha256}</code>
            <CopyButton value={info.sha256!} label={intl.formatMessage({ id: 'downloads.copyChecksum' }, { file: file.fileName })} />
          </span>
        ) : info ? (
          <span className="download-file__unavailable" data-testid="download-unavailable">
            <FormattedMessage id="downloads.unavailable" />
          </span>
        ) : (
          <span className="download-file__pending">…</span>
        )}
      </td>
    </tr>
  );
}

export function DownloadFilesTable({ product, files }: { product: DownloadProduct; files: ReadonlyMap<string, DownloadFileInfo> | undefined }) {
  return (
    <div className="download-files__scroll">
      <table className="table download-files">
        <caption>
          <FormattedMessage id="downloads.table.caption" values={{ product: product.name, version: product.version }} />
        </caption>
        <TableHead
          columns={['downloads.table.file', 'downloads.table.platform', { label: 'downloads.table.size', numeric: true }, 'downloads.table.checksum']}
        />
        <tbody>
          {product.files.map((file) => (
            <FileRow key={file.fileName} file={file} info={files?.get(file.fileName)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
