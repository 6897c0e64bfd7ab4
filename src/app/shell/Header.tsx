/**
 * The top navigation (spec section 2 "Shell"): brand, Mining, Easy mining,
 * Live marketplace, Blog, the More menu, My support cases on support screens,
 * and sign-in/join or the user menu. Below the desktop breakpoint all of it
 * moves into the phone menu, except the notifications bell of a signed-in
 * user, which stays beside the menu button at every width. `transparent` draws the transparent white bar of
 * the marketing pages listed in TRANSPARENT_NAV_ROUTES.
 */
import { Suspense } from 'react';
import { Link } from 'wouter';
import { BRAND } from '../../config/brand';
import { buildPath, type RouteDef } from '../../config/paths';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../features/session/state';
import { useIntl } from '../../lib/intl';
import { lazyNamed } from '../../lib/lazy-named';
import { BrandMark } from '../../components/ui/BrandMark';
import { AccountLinks } from './AccountLinks';
import { HeaderBalance } from './HeaderBalance';
import { MobileMenuIsland } from './MobileMenu';
import { Island } from '../../components/island/Island';
import { MoreMenu } from './MoreMenu';
import { MyCasesItem } from './MyCasesLink';
import { PrimaryLinks } from './PrimaryLinks';

/** Signed-in only, so its own chunk; until it is in, an empty button-sized space keeps the header's links in place. */
const NotificationsBell = lazyNamed(() => import('../../features/user-notifications/components/NotificationsBell'), 'NotificationsBell');

export interface HeaderProps {
  route: RouteDef | undefined;
  transparent: boolean;
}

export function Header({ route, transparent }: HeaderProps) {
  const intl = useIntl();
  const { user } = useSnapshot(sessionState);
  return (
    <header className={transparent ? 'header header--transparent' : 'header'} data-transparent={transparent || undefined}>
      <div className="container header__inner">
        <Link href={buildPath('home')} className="header__brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <BrandMark />
          <span className="header__brand-name">{BRAND.name}</span>
        </Link>
        <nav className="header__nav" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
          <ul className="header__links">
            <PrimaryLinks route={route} className="header__link" />
            <li>
              <Island name="moreMenu" hydrate="interaction" component={MoreMenu} props={{}} />
            </li>
            <MyCasesItem route={route} className="header__link" />
          </ul>
        </nav>
        {user && <HeaderBalance />}
        {user && (
          <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
            <NotificationsBell />
          </Suspense>
        )}
        <div className="header__account">
          <AccountLinks />
        </div>
        <Island name="mobileMenu" hydrate="interaction" component={MobileMenuIsland} props={{ routeName: route?.name }} />
      </div>
    </header>
  );
}
