/**
 * The page frame: skip link, cookie notice, maintenance banner, site banners,
 * the incident banner of the page's status components, header, the page (or
 * the offline page), need-help link, footer; then the parts that float above
 * it: scroll-to-top, notifications and modals. The cookie notice is a bar in
 * the flow, above the header, so it never covers the page (docs/design.md). While a modal is
 * open the frame is inert, so neither focus nor screen readers wander into it.
 */
import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { TRANSPARENT_NAV_ROUTES } from '../../config/paths';
import { BannerStrip } from '../../features/banners/components/BannerStrip';
import { IncidentBanner } from '../../features/incident-banner/components/IncidentBanner';
import { pageStatusComponents } from '../../config/status-pages';
import { modalsState } from '../../features/modals/state';
import { ModalsHost } from '../../features/modals/components/ModalsHost';
import { NotificationsHost } from '../../features/notifications/components/NotificationsHost';
import { systemState } from '../../features/system/state';
import { FormattedMessage } from '../../lib/intl';
import { UpdateNotice } from '../../components/ui/UpdateNotice';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NeedHelpLink } from './NeedHelpLink';
import { OfflinePage } from './OfflinePage';
import { ScrollTopButton } from './ScrollTopButton';
import { useCurrentRoute } from './use-current-route';
import { ClientOnly } from './ClientOnly';
import { Island } from '../../components/island/Island';

export const MAIN_CONTENT_ID = 'main-content';

export function Layout({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const { maintenance, unavailable, rateLimited } = useSnapshot(systemState);
  const { stack } = useSnapshot(modalsState);
  const offline = unavailable || rateLimited;
  const transparent = !offline && route !== undefined && TRANSPARENT_NAV_ROUTES.has(route.name);
  const needHelp = !offline && route?.kind !== 'support';
  const statusComponents = pageStatusComponents(route?.name);

  return (
    <>
      <div className={transparent ? 'layout layout--transparent-nav' : 'layout'} inert={stack.length > 0 || undefined}>
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          <FormattedMessage id="app.skipToContent" />
        </a>
        {/* In the flow, not floating: it pushes the page down instead of covering its first screen. */}
        <Island name="cookieNotice" hydrate="interaction" component={CookieNotice} props={{}} />
        {maintenance && <MaintenanceBanner />}
        {/* Hydrated on a page of islands once there are banners to show (src/islands-main.ts). */}
        {!offline && <Island name="bannerStrip" hydrate="interaction" component={BannerStrip} props={{}} />}
        {/* An open incident on what this page depends on; on a page of islands hydrated once there is one (src/islands-main.ts). */}
        {!offline && statusComponents.length > 0 && (
          <Island name="incidentBanner" hydrate="interaction" component={IncidentBanner} props={{ components: statusComponents }} />
        )}
        {/* Header and footer are boundaries of their own: React hydrates and commits each in a pass of its own, not all in one long task. */}
        <Suspense fallback={null}>
          <Header route={route} transparent={transparent} />
        </Suspense>
        <UpdateNotice />
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          {offline ? <OfflinePage rateLimited={rateLimited && !unavailable} /> : children}
          {/* Shown only where scripts do not run: the server's page is whole, this says what they add. */}
          <noscript>
            <p className="container noscript-page__note">
              <FormattedMessage id="shell.noscript" />
            </p>
          </noscript>
        </main>
        {needHelp && <NeedHelpLink />}
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
      <div className="floating-stack">
        <Island name="scrollTop" hydrate="scroll" component={ScrollTopButton} props={{}} />
      </div>
      <ClientOnly>
        <NotificationsHost />
        <ModalsHost />
      </ClientOnly>
    </>
  );
}
