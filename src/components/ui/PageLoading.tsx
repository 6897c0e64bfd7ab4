import { FormattedMessage } from '../../lib/intl';

/** Shown while a page's chunk loads. */
export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <FormattedMessage id="app.loading" />
    </div>
  );
}
