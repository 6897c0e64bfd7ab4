/**
 * /firmware: ASIC firmware 3.14-768: the supported machines, the files with
 * their checksums, then features and flashing steps (content/pages/firmware.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { DownloadFilesTable } from '../../features/downloads/components/DownloadFilesTable';
import { useDownloadFiles } from '../../features/downloads/use-download-files';
import { downloadProduct } from '../../features/downloads/downloads';
import { FIRMWARE_MODELS } from '../../features/downloads/firmware-models';
import { SOFTWARE_VERSIONS } from '../../features/downloads/versions';
import { FormattedMessage, useIntl } from '../../lib/intl';
import './downloads-pages.css';
import { TableHead } from '../../components/ui/TableHead';

export function FirmwarePage() {
  const intl = useIntl();
  const files = useDownloadFiles();
  const version = SOFTWARE_VERSIONS.firmware;
  return (
    <RoutePage name="firmware">
      <div className="downloads-page__wide">
        <section className="card" aria-labelledby="firmware-models">
          <h2 id="firmware-models">
            <FormattedMessage id="firmware.models.heading" />
          </h2>
          <div className="download-files__scroll">
            <table className="table">
              <caption>
                <FormattedMessage id="firmware.models.caption" values={{ version }} />
              </caption>
              <TableHead columns={['firmware.models.model', { label: 'firmware.models.stock', numeric: true }, 'firmware.models.file']} />
              <tbody>
                {FIRMWARE_MODELS.map((m) => (
                  <tr key={m.model}>
                    <th scope="row">{m.model}</th>
                    <td className="table__number">{intl.formatNumber(m.stockTHs)} TH/s</td>
                    <td>
                      <code>{m.fileName}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section className="card" aria-labelledby="firmware-downloads">
          <h2 id="firmware-downloads">
            <FormattedMessage id="firmware.downloads.heading" values={{ version }} />
          </h2>
          <p>
            <FormattedMessage id="downloads.checksums.note" />
          </p>
          <DownloadFilesTable product={downloadProduct('firmware')} files={files} />
        </section>
        <div className="downloads-page__article">
          <PageArticle url="firmware" />
        </div>
      </div>
    </RoutePage>
  );
}
