/**
 * The cookie notice, until the visitor accepts (remembered 365 days:
 * preferences/cookie-consent.ts). A page the server rendered shows it from
 * the first paint when the request said the visitor had not accepted (the
 * page data says which, so hydration draws the same); without the app's
 * scripts it is hidden (public/noscript.css), as its button needs them.
 * Elsewhere it appears once the page is hydrated and the choice restored.
 * It is a bar in the flow above the header (Layout), never over the page.
 */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { buildPath } from '../../config/paths';
import { acceptCookies, cookieConsentState } from '../../features/preferences/cookie-consent';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { COOKIES_ACCEPTED_DATA_KEY, usePageData } from '../../lib/page-data';
import { useHydratedSoon } from '../../lib/use-hydrated';

export function CookieNotice() {
  const intl = useIntl();
  const { accepted } = useSnapshot(cookieConsentState);
  const hydrated = useHydratedSoon();
  const servedAccepted = usePageData<boolean>(COOKIES_ACCEPTED_DATA_KEY);
  // Until hydrated, what the server drew; then the choice restored from the cookie.
  if (accepted || (!hydrated && servedAccepted !== false)) return null;
  return (
    <section className="cookie-notice" aria-label={intl.formatMessage({ id: 'shell.cookies.label' })} data-testid="cookie-notice">
      <div className="container cookie-notice__inner">
        <p className="cookie-notice__text">
          <FormattedMessage id="shell.cookies.text" />{' '}
          <Link href={buildPath('page', { page: 'privacy' })}>
            <FormattedMessage id="shell.cookies.more" />
          </Link>
        </p>
        <button type="button" className="button" onClick={acceptCookies}>
          <FormattedMessage id="shell.cookies.accept" />
        </button>
      </div>
    </section>
  );
}
