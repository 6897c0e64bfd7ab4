/**
 * The app-store "badges" as text links to our mobile apps page, which has the
 * real store links: no store artwork to license or load.
 */
import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';

export function AppStoreLinks() {
  const href = buildPath('mobileApps');
  return (
    <ul className="app-store-links">
      <li>
        <Link href={href} className="app-store-links__badge">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8a4.6 4.6 0 0 0-3.9 2.4c-1.7 2.9-.4 7.2 1.2 9.5.8 1.2 1.8 2.4 3 2.4s1.7-.8 3.1-.8 1.8.8 3.1.8 2.1-1.2 2.9-2.3a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.7-4ZM14.1 5.6A4 4 0 0 0 15 2.7a4.2 4.2 0 0 0-2.7 1.4 3.9 3.9 0 0 0-1 2.8 3.5 3.5 0 0 0 2.8-1.3Z" />
          </svg>
          <span>
            <FormattedMessage id="shell.apps.appStore" />
          </span>
        </Link>
      </li>
      <li>
        <Link href={href} className="app-store-links__badge">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 2.8v18.4c0 .4.4.6.7.4L20 12.6c.4-.2.4-.8 0-1L4.7 2.4c-.3-.2-.7 0-.7.4Z" />
          </svg>
          <span>
            <FormattedMessage id="shell.apps.googlePlay" />
          </span>
        </Link>
      </li>
    </ul>
  );
}
