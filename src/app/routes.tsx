/**
 * The routes: every route of the route table (src/config/paths.ts) to its
 * page module, each lazily loaded as its own chunk. The shared matcher
 * (matchRoute) decides which route a path is, so the app and the server agree
 * on what is not found, constrained parameters included; wouter supplies the
 * location, navigation and the page's params. Redirects apply before any
 * route renders; the route rules run on every navigation.
 */
import { memo, Suspense } from 'react';
import { Route, useLocation } from 'wouter';
import { matchRoute, type RouteName } from '../config/paths';
import { PageLoading } from '../components/ui/PageLoading';
import { NOT_FOUND_PAGE } from '../components/page/page-messages';
import { lazyPage, type LazyPage, type PageLoader } from './route-rules/lazy-page';
import { PageLoadBoundary } from './route-rules/PageLoadBoundary';
import { RouteRules } from './route-rules/RouteRules';
import { useApplyRedirect, useRedirect } from './route-rules/use-redirect';
import { usePageMeta } from './use-page-meta';
import { PageHydratedMarker } from './page-hydrated';

/**
 * Route name -> its page module, each a literal `import()` (one chunk per
 * module). `satisfies` makes the compiler check that every route has one; a
 * page module exports its page only, named as its file (lazy-page.ts).
 */
const PAGE_MODULES = {
  about: () => import('../pages/company/AboutPage'),
  jobs: () => import('../pages/company/JobsPage'),
  partners: () => import('../pages/company/PartnersPage'),
  media: () => import('../pages/company/MediaPage'),
  links: () => import('../pages/company/LinksPage'),
  petition: () => import('../pages/company/PetitionPage'),
  security: () => import('../pages/company/SecurityPage'),
  status: () => import('../pages/status/StatusPage'),
  bugBounty: () => import('../pages/company/BugBountyPage'),
  countdown: () => import('../pages/company/CountdownPage'),
  miningAffiliate: () => import('../pages/company/MiningAffiliatePage'),
  calculatorAutodetect: () => import('../pages/calculator/CalculatorAutodetectPage'),
  calculator: () => import('../pages/calculator/CalculatorPage'),
  minerAddress: () => import('../pages/miner/MinerAddressPage'),
  miningHardware: () => import('../pages/mining/MiningHardwarePage'),
  mining: () => import('../pages/mining/MiningPage'),
  cpuGpuMining: () => import('../pages/mining/CpuGpuMiningPage'),
  asicMining: () => import('../pages/mining/AsicMiningPage'),
  algorithms: () => import('../pages/algorithms/AlgorithmsPage'),
  algorithm: () => import('../pages/algorithms/AlgorithmPage'),
  pricing: () => import('../pages/marketplace/PricingPage'),
  compatiblePools: () => import('../pages/marketplace/CompatiblePoolsPage'),
  poolOperators: () => import('../pages/marketplace/PoolOperatorsPage'),
  marketplace: () => import('../pages/marketplace/MarketplacePage'),
  privateEndpoint: () => import('../pages/marketplace/PrivateEndpointPage'),
  businessDevelopment: () => import('../pages/forms/BusinessDevelopmentPage'),
  lawEnforcementRequest: () => import('../pages/forms/LawEnforcementRequestPage'),
  rateExperience: () => import('../pages/forms/RateExperiencePage'),
  unsubscribePlatform: () => import('../pages/forms/UnsubscribePlatformPage'),
  dockerMiner: () => import('../pages/products/DockerMinerPage'),
  payrate: () => import('../pages/products/PayratePage'),
  nhosMining: () => import('../pages/products/NhosMiningPage'),
  miner: () => import('../pages/products/MinerPage'),
  lightningNode: () => import('../pages/products/LightningNodePage'),
  easymining: () => import('../pages/products/EasyminingPage'),
  downloadCenter: () => import('../pages/downloads/DownloadCenterPage'),
  widgets: () => import('../pages/downloads/WidgetsPage'),
  mobileApps: () => import('../pages/downloads/MobileAppsPage'),
  firmware: () => import('../pages/downloads/FirmwarePage'),
  guide: () => import('../pages/guides/GuidePage'),
  softwareDevelopers: () => import('../pages/developers/SoftwareDevelopersPage'),
  apiReference: () => import('../pages/developers/ApiReferencePage'),
  apiOperation: () => import('../pages/developers/ApiOperationPage'),
  signingDoctor: () => import('../pages/developers/SigningDoctorPage'),
  apiWebsocket: () => import('../pages/developers/WebsocketReferencePage'),
  apiChangelog: () => import('../pages/developers/ApiChangelogPage'),
  stratumGenerator: () => import('../pages/developers/StratumGeneratorPage'),
  stratumDoctor: () => import('../pages/developers/StratumDoctorPage'),
  styleGuide: () => import('../pages/developers/StyleGuidePage'),
  blog: () => import('../pages/blog/BlogPage'),
  BlogTag: () => import('../pages/blog/BlogTagPage'),
  BlogCategory: () => import('../pages/blog/BlogCategoryPage'),
  blogPost: () => import('../pages/blog/BlogPostPage'),
  legalPrivacy: () => import('../pages/legal/LegalPrivacyPage'),
  page: () => import('../pages/legal/LegalDocumentPage'),
  account: () => import('../pages/account/AccountPage'),
  login: () => import('../pages/account/LoginPage'),
  register: () => import('../pages/account/RegisterPage'),
  settings: () => import('../pages/account/SettingsPage'),
  support: () => import('../pages/support/SupportHomePage'),
  supportSearch: () => import('../pages/support/SupportSearchPage'),
  supportMyCases: () => import('../pages/support/SupportMyCasesPage'),
  supportMyCasesNew: () => import('../pages/support/SupportNewCasePage'),
  supportMyCase: () => import('../pages/support/SupportCasePage'),
  supportCategory: () => import('../pages/support/SupportCategoryPage'),
  supportArticle: () => import('../pages/support/SupportArticlePage'),
  home: () => import('../pages/home/HomePage'),
  verifySubscribe: () => import('../pages/forms/SubscriptionPage'),
  unsubscribe: () => import('../pages/forms/SubscriptionPage'),
} satisfies Record<RouteName, PageLoader>;

/** Route name -> its lazily loaded page. */
export const ROUTE_PAGES = Object.fromEntries(Object.entries(PAGE_MODULES).map(([name, load]) => [name, lazyPage(name, load)])) as Readonly<
  Record<RouteName, LazyPage>
>;

const NotFoundPage = lazyPage(NOT_FOUND_PAGE, () => import('../pages/not-found/NotFoundPage'));

/** The page a path renders (its route's, or the not-found page): the server links its chunk, the browser fetches it before hydrating. */
export function pageOf(path: string): LazyPage {
  const match = matchRoute(path);
  return match ? ROUTE_PAGES[match.route.name] : NotFoundPage;
}

/** The document's title and description: inside the page's Suspense, so they change once its chunk (and texts) are in. */
function PageMeta({ routeName, params }: { routeName: string; params: Readonly<Record<string, string | undefined>> }) {
  usePageMeta(routeName, params);
  return null;
}

// Memoised: AppRoutes renders again, synchronously, right after hydration (its host name's server
// value is empty), and that must not take the whole page with it (docs/rendering.md).
const RoutedPage = memo(function RoutedPage({ location }: { location: string }) {
  const match = matchRoute(location);
  return (
    <>
      <RouteRules kind={match?.route.kind ?? 'not-found'} />
      <PageLoadBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          {match ? <Route path={match.route.pattern} component={ROUTE_PAGES[match.route.name]} /> : <NotFoundPage />}
          <PageMeta routeName={match?.route.name ?? NOT_FOUND_PAGE} params={match?.params ?? {}} />
          <PageHydratedMarker />
        </Suspense>
      </PageLoadBoundary>
    </>
  );
});

export function AppRoutes() {
  const [location] = useLocation();
  const redirect = useRedirect();
  useApplyRedirect(redirect);
  // Nothing of the source path renders: its rules and meta would be wrong.
  if (redirect)
    return (
      <>
        <PageLoading />
        <PageHydratedMarker />
      </>
    );
  return <RoutedPage location={location} />;
}
