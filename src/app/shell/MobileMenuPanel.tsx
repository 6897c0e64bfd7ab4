/** The open phone menu: the logo (home) and close, account links, the main links and every link group. */
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { signInHref } from '../../features/session/return-path';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS, buildPath, type RouteDef } from '../../config/paths';
import { sessionState } from '../../features/session/state';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { BRAND } from '../../config/brand';
import { BrandMark } from '../../components/ui/BrandMark';
import { CloseIcon } from '../../components/ui/CloseIcon';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { logout } from '../../features/session/actions';
import { MyCasesItem } from './MyCasesLink';
import { NAV_GROUPS, navHref } from '../../components/nav/nav-links';
import { PrimaryLinks } from './PrimaryLinks';
import { BalancePanel } from './balance-menu';

interface Props {
  id: string;
  route: RouteDef | undefined;
  onClose: () => void;
}

export function MobileMenuPanel({ id, route, onClose }: Props) {
  const intl = useIntl();
  const { user, loggingOut } = useSnapshot(sessionState);
  const [location] = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage({ id: 'shell.mobileMenu.label' })}
      className="mobile-menu__panel"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onClose();
      }}
    >
      <div className="mobile-menu__top">
        <Link href={buildPath('home')} className="header__brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <BrandMark />
          <span className="header__brand-name">{BRAND.name}</span>
        </Link>
        <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'shell.mobileMenu.close' })} onClick={onClose}>
          <CloseIcon size={24} />
        </button>
      </div>
      <div className="mobile-menu__account">
        {user ? (
          <>
            <p className="mobile-menu__user">{user.email}</p>
            <a href={ACCOUNT_PATHS.dashboard}>
              <FormattedMessage id="shell.user.dashboard" />
            </a>
            <Link href={buildPath('supportMyCases')}>
              <FormattedMessage id="shell.user.supportCases" />
            </Link>
            <Link href={buildPath('settings')}>
              <FormattedMessage id="shell.user.settings" />
            </Link>
            <button type="button" className="button button--secondary" disabled={loggingOut} onClick={() => void logout().then(onClose)}>
              <FormattedMessage id="shell.user.logout" />
            </button>
            <BalancePanel />
          </>
        ) : (
          <>
            <a href={signInHref(ACCOUNT_PATHS.login, location)}>
              <FormattedMessage id="shell.account.signIn" />
            </a>
            <a className="button" href={signInHref(ACCOUNT_PATHS.register, location)}>
              <FormattedMessage id="shell.account.join" />
            </a>
          </>
        )}
      </div>
      <nav aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
        <ul className="mobile-menu__primary">
          <PrimaryLinks route={route} className="mobile-menu__link" phone />
          <MyCasesItem route={route} className="mobile-menu__link" />
        </ul>
        {NAV_GROUPS.map((group) => (
          <details key={group.key} className="mobile-menu__group">
            <summary>
              <FormattedMessage id={group.label} />
            </summary>
            <ul>
              {group.links.map((link) => (
                <li key={navHref(link)}>
                  <Link href={navHref(link)} className="mobile-menu__link">
                    <FormattedMessage id={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
    </div>
  );
}
