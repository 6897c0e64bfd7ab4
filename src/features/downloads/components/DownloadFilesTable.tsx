/**
 * One product's files: name (a link to the download host), platform, size and
 * SHA-256 checksum with a copy button, so a visitor can compare the hash of
 * what they downloaded (Get-FileHash, shasum -a 256, sha256sum).
 */
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { downloadUrl, type DownloadFile, type DownloadProduct, type Platform } from '../downloads';
import { formatFileSize } from '../../../lib/file-size';
import '../downloads.css';
import { TableHead } from '../../../components/ui/TableHead';

function PlatformName({ platform }: { platform: Platform }) {
  if (platform === 'asic') return <FormattedMessage id="downloads.platform.asic" />;
  if (platform === 'usb') return <FormattedMessage id="downloads.platform.usb" />;
  return <>{platform}</>;
}

function FileRow({ file }: { file: DownloadFile }) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">
        <a href={downloadUrl(file)} className="download-file__name" rel="noopener">
          {file.fileName}
        </a>
      </th>
      <td>
        <PlatformName platform={file.platform} />
      </td>
      <td className="table__number">{formatFileSize(file.sizeBytes, intl.locale)}</td>
      <td className="download-file__checksum-cell" data-label={intl.formatMessage({ id: 'downloads.table.checksum' })}>
        <span className="download-file__checksum">
          <code data-testid="download-checksum">{file.sha256}</code>
          <CopyButton value={file.sha256} label={intl.formatMessage({ id: 'downloads.copyChecksum' }, { file: file.fileName })} />
        </span>
      </td>
    </tr>
  );
}

export function DownloadFilesTable({ product }: { product: DownloadProduct }) {
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
            <FileRow key={file.fileName} file={file} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
