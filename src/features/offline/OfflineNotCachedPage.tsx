/**
 * Shown offline for a page this device never opened (so neither its data nor
 * the knowledge that it needs none is here). Different from the shell's
 * system-unavailable page (data-testid="offline-page"): this one lists what
 * is available offline.
 */
import { Link } from 'wouter';
import { matchRoute } from '../../config/paths';
import { loadedPageText } from '../../components/page/page-messages';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { normalisePagePath, type VisitedPage } from './visited-pages';
import { OFFLINE_TOOLS, offlineToolPath } from './offline-tools';
import './offline.css';

/**
 * What a saved page is called: the title it had when it was left (a blog
 * post's own title), without the site-name template, else its route's title
 * in the reader's language (once its page's chunk, which brings it, has
 * loaded); the bare path for a page the table no longer knows.
 */
export function savedPageTitle(intl: ReturnType<typeof useIntl>, page: VisitedPage): string {
  const template = intl.formatMessage({ id: 'page.titleTemplate' }, { title: '\u0000' }).split('\u0000');
  const [prefix = '', suffix = ''] = template;
  if (page.title) {
    const title =
      page.title.startsWith(prefix) && page.title.endsWith(suffix) ? page.title.slice(prefix.length, page.title.length - suffix.length) : page.title;
    if (title.trim()) return title;
  }
  const match = matchRoute(normalisePagePath(page.path));
  return (match && loadedPageText(intl, match.route.name, match.params)?.title) ?? page.path;
}

export function OfflineNotCachedPage({ pages }: { pages: readonly VisitedPage[] }) {
  const intl = useIntl();
  return (
    <section className="offline-not-cached" data-testid="offline-not-cached" aria-labelledby="offline-not-cached-title">
      <h1 id="offline-not-cached-title">
        <FormattedMessage id="offline.notCached.title" />
      </h1>
      <p>
        <FormattedMessage id="offline.notCached.text" />
      </p>
      {pages.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="offline.notCached.none" />
        </p>
      ) : (
        <>
          <h2>
            <FormattedMessage id="offline.notCached.available" />
          </h2>
          <ul className="offline-not-cached__list" data-testid="offline-saved-pages">
            {pages.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{savedPageTitle(intl, page)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>
        <FormattedMessage id="offline.notCached.tools" />
      </h2>
      <ul className="offline-not-cached__list" data-testid="offline-tools">
        {OFFLINE_TOOLS.map((tool) => (
          <li key={tool.route}>
            <Link href={offlineToolPath(tool.route)}>
              <FormattedMessage id={tool.label} />
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="offline.notCached.retry" />
      </button>
    </section>
  );
}
