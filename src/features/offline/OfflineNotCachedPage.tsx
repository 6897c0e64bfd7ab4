/**
 * Shown offline for a page this device never opened (so neither its data nor
 * the knowledge that it needs none is here). Different from the shell's
 * system-unavailable page (data-testid="offline-page"): this one lists what
 * is available offline.
 */
import { Link } from 'wouter';
import { FormattedMessage } from '../../lib/intl';
import type { VisitedPage } from './visited-pages';
import './offline.css';

export function OfflineNotCachedPage({ pages }: { pages: readonly VisitedPage[] }) {
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
          <ul className="offline-not-cached__list">
            {pages.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{page.title ?? page.path}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="offline.notCached.retry" />
      </button>
    </section>
  );
}
