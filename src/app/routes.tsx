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
import { matchRoute } from '../config/paths';
import { PageLoading } from '../components/ui/PageLoading';
import { NOT_FOUND_PAGE } from '../components/page/page-messages';
import { lazyPage, type LazyPage } from './route-rules/lazy-page';
import { PageLoadBoundary } from './route-rules/PageLoadBoundary';
import { RouteRules } from './route-rules/RouteRules';
import { useApplyRedirect, useRedirect } from './route-rules/use-redirect';
import { usePageMeta } from './use-page-meta';
import { PageHydratedMarker } from './page-hydrated';

/** Route name -> its page. A test checks that every route of the table has one. */
export const ROUTE_PAGES: Readonly<Record<string, LazyPage>> = {
  about: lazyPage('AboutPage', () => import('../pages/company/AboutPage'), 'AboutPage'),
  jobs: lazyPage('JobsPage', () => import('../pages/company/JobsPage'), 'JobsPage'),
  partners: lazyPage('PartnersPage', () => import('../pages/company/PartnersPage'), 'PartnersPage'),
  media: lazyPage('MediaPage', () => import('../pages/company/MediaPage'), 'MediaPage'),
  links: lazyPage('LinksPage', () => import('../pages/company/LinksPage'), 'LinksPage'),
  petition: lazyPage('PetitionPage', () => import('../pages/company/PetitionPage'), 'PetitionPage'),
  security: lazyPage('SecurityPage', () => import('../pages/company/SecurityPage'), 'SecurityPage'),
  bugBounty: lazyPage('BugBountyPage', () => import('../pages/company/BugBountyPage'), 'BugBountyPage'),
  countdown: lazyPage('CountdownPage', () => import('../pages/company/CountdownPage'), 'CountdownPage'),
  miningAffiliate: lazyPage('MiningAffiliatePage', () => import('../pages/company/MiningAffiliatePage'), 'MiningAffiliatePage'),
  calculatorAutodetect: lazyPage('CalculatorAutodetectPage', () => import('../pages/calculator/CalculatorAutodetectPage'), 'CalculatorAutodetectPage'),
  calculator: lazyPage('CalculatorPage', () => import('../pages/calculator/CalculatorPage'), 'CalculatorPage'),
  miningHardware: lazyPage('MiningHardwarePage', () => import('../pages/mining/MiningHardwarePage'), 'MiningHardwarePage'),
  mining: lazyPage('MiningPage', () => import('../pages/mining/MiningPage'), 'MiningPage'),
  cpuGpuMining: lazyPage('CpuGpuMiningPage', () => import('../pages/mining/CpuGpuMiningPage'), 'CpuGpuMiningPage'),
  asicMining: lazyPage('AsicMiningPage', () => import('../pages/mining/AsicMiningPage'), 'AsicMiningPage'),
  algorithms: lazyPage('AlgorithmsPage', () => import('../pages/algorithms/AlgorithmsPage'), 'AlgorithmsPage'),
  algorithm: lazyPage('AlgorithmPage', () => import('../pages/algorithms/AlgorithmPage'), 'AlgorithmPage'),
  pricing: lazyPage('PricingPage', () => import('../pages/marketplace/PricingPage'), 'PricingPage'),
  compatiblePools: lazyPage('CompatiblePoolsPage', () => import('../pages/marketplace/CompatiblePoolsPage'), 'CompatiblePoolsPage'),
  poolOperators: lazyPage('PoolOperatorsPage', () => import('../pages/marketplace/PoolOperatorsPage'), 'PoolOperatorsPage'),
  marketplace: lazyPage('MarketplacePage', () => import('../pages/marketplace/MarketplacePage'), 'MarketplacePage'),
  privateEndpoint: lazyPage('PrivateEndpointPage', () => import('../pages/marketplace/PrivateEndpointPage'), 'PrivateEndpointPage'),
  businessDevelopment: lazyPage('BusinessDevelopmentPage', () => import('../pages/forms/BusinessDevelopmentPage'), 'BusinessDevelopmentPage'),
  lawEnforcementRequest: lazyPage('LawEnforcementRequestPage', () => import('../pages/forms/LawEnforcementRequestPage'), 'LawEnforcementRequestPage'),
  rateExperience: lazyPage('RateExperiencePage', () => import('../pages/forms/RateExperiencePage'), 'RateExperiencePage'),
  unsubscribePlatform: lazyPage('UnsubscribePlatformPage', () => import('../pages/forms/UnsubscribePlatformPage'), 'UnsubscribePlatformPage'),
  dockerMiner: lazyPage('DockerMinerPage', () => import('../pages/products/DockerMinerPage'), 'DockerMinerPage'),
  payrate: lazyPage('PayratePage', () => import('../pages/products/PayratePage'), 'PayratePage'),
  nhosMining: lazyPage('NhosMiningPage', () => import('../pages/products/NhosMiningPage'), 'NhosMiningPage'),
  miner: lazyPage('MinerPage', () => import('../pages/products/MinerPage'), 'MinerPage'),
  lightningNode: lazyPage('LightningNodePage', () => import('../pages/products/LightningNodePage'), 'LightningNodePage'),
  easymining: lazyPage('EasyminingPage', () => import('../pages/products/EasyminingPage'), 'EasyminingPage'),
  downloadCenter: lazyPage('DownloadCenterPage', () => import('../pages/downloads/DownloadCenterPage'), 'DownloadCenterPage'),
  widgets: lazyPage('WidgetsPage', () => import('../pages/downloads/WidgetsPage'), 'WidgetsPage'),
  mobileApps: lazyPage('MobileAppsPage', () => import('../pages/downloads/MobileAppsPage'), 'MobileAppsPage'),
  firmware: lazyPage('FirmwarePage', () => import('../pages/downloads/FirmwarePage'), 'FirmwarePage'),
  guide: lazyPage('GuidePage', () => import('../pages/guides/GuidePage'), 'GuidePage'),
  softwareDevelopers: lazyPage('SoftwareDevelopersPage', () => import('../pages/developers/SoftwareDevelopersPage'), 'SoftwareDevelopersPage'),
  stratumGenerator: lazyPage('StratumGeneratorPage', () => import('../pages/developers/StratumGeneratorPage'), 'StratumGeneratorPage'),
  stratumDoctor: lazyPage('StratumDoctorPage', () => import('../pages/developers/StratumDoctorPage'), 'StratumDoctorPage'),
  styleGuide: lazyPage('StyleGuidePage', () => import('../pages/developers/StyleGuidePage'), 'StyleGuidePage'),
  blog: lazyPage('BlogPage', () => import('../pages/blog/BlogPage'), 'BlogPage'),
  BlogTag: lazyPage('BlogTagPage', () => import('../pages/blog/BlogTagPage'), 'BlogTagPage'),
  blogPost: lazyPage('BlogPostPage', () => import('../pages/blog/BlogPostPage'), 'BlogPostPage'),
  legalPrivacy: lazyPage('LegalPrivacyPage', () => import('../pages/legal/LegalPrivacyPage'), 'LegalPrivacyPage'),
  page: lazyPage('LegalDocumentPage', () => import('../pages/legal/LegalDocumentPage'), 'LegalDocumentPage'),
  account: lazyPage('AccountPage', () => import('../pages/account/AccountPage'), 'AccountPage'),
  login: lazyPage('LoginPage', () => import('../pages/account/LoginPage'), 'LoginPage'),
  register: lazyPage('RegisterPage', () => import('../pages/account/RegisterPage'), 'RegisterPage'),
  settings: lazyPage('SettingsPage', () => import('../pages/account/SettingsPage'), 'SettingsPage'),
  support: lazyPage('SupportHomePage', () => import('../pages/support/SupportHomePage'), 'SupportHomePage'),
  supportSearch: lazyPage('SupportSearchPage', () => import('../pages/support/SupportSearchPage'), 'SupportSearchPage'),
  supportMyCases: lazyPage('SupportMyCasesPage', () => import('../pages/support/SupportMyCasesPage'), 'SupportMyCasesPage'),
  supportMyCasesNew: lazyPage('SupportNewCasePage', () => import('../pages/support/SupportNewCasePage'), 'SupportNewCasePage'),
  supportMyCase: lazyPage('SupportCasePage', () => import('../pages/support/SupportCasePage'), 'SupportCasePage'),
  supportCategory: lazyPage('SupportCategoryPage', () => import('../pages/support/SupportCategoryPage'), 'SupportCategoryPage'),
  supportArticle: lazyPage('SupportArticlePage', () => import('../pages/support/SupportArticlePage'), 'SupportArticlePage'),
  home: lazyPage('HomePage', () => import('../pages/home/HomePage'), 'HomePage'),
  verifySubscribe: lazyPage('SubscriptionPage', () => import('../pages/forms/SubscriptionPage'), 'VerifySubscribePage'),
  unsubscribe: lazyPage('SubscriptionPage', () => import('../pages/forms/SubscriptionPage'), 'UnsubscribePage'),
};

const NotFoundPage = lazyPage('NotFoundPage', () => import('../pages/not-found/NotFoundPage'), 'NotFoundPage');

/** The page a path renders (its route's, or the not-found page): the server links its chunk, the browser fetches it before hydrating. */
export function pageOf(path: string): LazyPage {
  const match = matchRoute(path);
  return (match && ROUTE_PAGES[match.route.name]) ?? NotFoundPage;
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
  const Page = match ? ROUTE_PAGES[match.route.name] : undefined;
  return (
    <>
      <RouteRules kind={match?.route.kind ?? 'not-found'} />
      <PageLoadBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          {match && Page ? <Route path={match.route.pattern} component={Page} /> : <NotFoundPage />}
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
