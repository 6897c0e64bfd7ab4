/**
 * The cookie notice, until the visitor accepts (remembered 365 days:
 * preferences/cookie-consent.ts). Only the browser knows the choice, so the
 * notice appears once the page is hydrated, never in the server's HTML.
 */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { buildPath } from '../../config/paths';
import { acceptCookies, cookieConsentState } from '../../features/preferences/cookie-consent';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { useHydrated } from '../../lib/use-hydrated';

export function CookieNotice() {
  const intl = useIntl();
  const { accepted } = useSnapshot(cookieConsentState);
  const hydrated = useHydrated();
  if (accepted || !hydrated) return null;
  return (
    <section className="cookie-notice" aria-label={intl.formatMessage({ id: 'shell.cookies.label' })} data-testid="cookie-notice">
      <p className="cookie-notice__text">
        <FormattedMessage id="shell.cookies.text" />{' '}
        <Link href={buildPath('page', { page: 'privacy' })}>
          <FormattedMessage id="shell.cookies.more" />
        </Link>
      </p>
      <button type="button" className="button" onClick={acceptCookies}>
        <FormattedMessage id="shell.cookies.accept" />
      </button>
    </section>
  );
}
