/**
 * /download-center: every piece of software we ship, with file names, sizes
 * and SHA-256 checksums (src/features/downloads), then the article on
 * choosing a download and checking a checksum (content/pages/download-center.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { DOWNLOAD_PRODUCTS } from '../../features/downloads/downloads';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl';
import { DownloadFilesTable } from '../../features/downloads/components/DownloadFilesTable';
import { useDownloadFiles } from '../../features/downloads/use-download-files';
import './downloads-pages.css';

export function DownloadCenterPage() {
  const intl = useIntl();
  const files = useDownloadFiles();
  return (
    <RoutePage name="downloadCenter">
      <div className="downloads-page__wide">
        <p className="notice notice--info">
          <span className="notice__text">
            <FormattedMessage id="downloads.checksums.note" />
          </span>
        </p>
        <section className="downloads-page__products" aria-label={intl.formatMessage({ id: 'downloads.products.label' })}>
          {DOWNLOAD_PRODUCTS.map((product) => (
            <article key={product.key} className="card downloads-page__product" id={product.key}>
              <h2 className="downloads-page__product-title">{product.name}</h2>
              <p className="downloads-page__version">
                <FormattedMessage id="downloads.version" values={{ version: product.version }} />
              </p>
              <p>
                <FormattedMessage id={`downloads.product.${product.key}.text` as MessageId} />
              </p>
              <DownloadFilesTable product={product} files={files} />
            </article>
          ))}
        </section>
        <div className="downloads-page__article">
          <PageArticle url="download-center" />
        </div>
      </div>
    </RoutePage>
  );
}
