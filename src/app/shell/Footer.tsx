/**
 * The footer (spec section 2 "Shell"): the link groups, legal links, app-store
 * links, social links, the language, currency and theme selectors, copyright, the service status
 * and the served version.
 */
import { Link } from 'wouter';
import { APP_VERSION } from '../../lib/build-info';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { AppStoreLinks } from './AppStoreLinks';
import { InstallOffer } from '../../features/install/InstallOffer';
import { CurrencySelector } from './CurrencySelector';
import { LocaleSelector } from './LocaleSelector';
import { ThemeSelector } from './ThemeSelector';
import { LEGAL_LINKS, NAV_GROUPS, navHref } from '../../components/nav/nav-links';
import { SocialLinks } from './SocialLinks';
import { ServiceStatusLink } from '../../features/service-status/components/ServiceStatusLink';
import { Island } from '../../components/island/Island';

const FOOTER_GROUPS = NAV_GROUPS.filter((group) => group.key !== 'legal');

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="footer">
      <div className="container">
        <nav className="footer__groups" aria-label={intl.formatMessage({ id: 'shell.footer.nav' })}>
          {FOOTER_GROUPS.map((group) => (
            <section key={group.key} className="footer__group" aria-labelledby={`footer-group-${group.key}`}>
              <h2 id={`footer-group-${group.key}`} className="footer__group-title">
                <FormattedMessage id={group.label} />
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={navHref(link)}>
                    <Link href={navHref(link)}>
                      <FormattedMessage id={link.label} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="footer__row">
          <AppStoreLinks />
          <Island name="installOffer" hydrate="visible" component={InstallOffer} props={{}} />
          <SocialLinks />
          <Island name="localeSelector" hydrate="visible" component={LocaleSelector} props={{}} />
          <Island name="currencySelector" hydrate="visible" component={CurrencySelector} props={{}} />
          <Island name="themeSelector" hydrate="visible" component={ThemeSelector} props={{}} />
        </div>
        <div className="footer__bottom">
          <ul className="footer__legal" aria-label={intl.formatMessage({ id: 'shell.group.legal' })}>
            {LEGAL_LINKS.map((link) => (
              <li key={navHref(link)}>
                <Link href={navHref(link)}>
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
          </p>
          <p className="footer__status">
            <Island name="serviceStatus" hydrate="visible" component={ServiceStatusLink} props={{}} />
          </p>
          <p className="footer__version">
            <FormattedMessage id="footer.version" values={{ version: APP_VERSION }} />
          </p>
        </div>
      </div>
    </footer>
  );
}
