/**
 * Every island of the site (docs/rendering.md, "Islands"): its name, as the
 * server writes it into the page, and how the browser loads its component.
 * A public page rendered as islands hydrates only these, each one when it is
 * near the screen or first used; the rest of the page stays the server's HTML.
 * Each loader is a dynamic import, so an island's code is a chunk of its own
 * and a page fetches only the islands it hydrates.
 */
import type { ComponentType } from 'react';

export const ISLANDS = {
  moreMenu: () => import('../app/shell/MoreMenu').then((m) => m.MoreMenu),
  mobileMenu: () => import('../app/shell/MobileMenu').then((m) => m.MobileMenuIsland),
  localeSelector: () => import('../app/shell/LocaleSelector').then((m) => m.LocaleSelector),
  currencySelector: () => import('../app/shell/CurrencySelector').then((m) => m.CurrencySelector),
  themeSelector: () => import('../app/shell/ThemeSelector').then((m) => m.ThemeSelector),
  cookieNotice: () => import('../app/shell/CookieNotice').then((m) => m.CookieNotice),
  scrollTop: () => import('../app/shell/ScrollTopButton').then((m) => m.ScrollTopButton),
  installOffer: () => import('../features/install/InstallOffer').then((m) => m.InstallOffer),
  serviceStatus: () => import('../features/service-status/components/ServiceStatusLink').then((m) => m.ServiceStatusLink),
  bannerStrip: () => import('../features/banners/components/BannerStrip').then((m) => m.BannerStrip),
  incidentBanner: () => import('../features/incident-banner/components/IncidentBanner').then((m) => m.IncidentBanner),
  shareLinks: () => import('../features/content/components/ShareLinks').then((m) => m.ShareLinks),
  copyButton: () => import('../components/ui/CopyButton').then((m) => m.CopyButtonControl),
  computedSignature: () => import('../pages/developers/software-developers/SigningExample').then((m) => m.ComputedSignature),
  withdrawalFees: () => import('../pages/marketplace/pricing/WithdrawalFees').then((m) => m.WithdrawalFeesControl),
  blogSearch: () => import('../pages/blog/BlogSearchBox').then((m) => m.BlogSearchBox),
  liveMarket: () => import('../pages/home/live-market/LiveMarket').then((m) => m.LiveMarket),
  helpSearch: () => import('../features/content/components/HelpSearchBox').then((m) => m.HelpSearchBox),
  formEngine: () => import('../features/forms/components/FormEngine').then((m) => m.FormEngine),
  linkAction: () => import('../features/forms/components/LinkAction').then((m) => m.LinkAction),
  apiSearch: () => import('../pages/developers/api-reference/ApiFinder').then((m) => m.ApiFinder),
  signingDoctor: () => import('../features/signing-doctor/components/SigningDoctorForm').then((m) => m.SigningDoctorForm),
  websocketTryIt: () => import('../pages/developers/websocket-reference/TryItSocket').then((m) => m.TryItSocket),
  minConfirmations: () => import('../features/currencies/components/MinConfirmationsTable').then((m) => m.MinConfirmationsTable),
  videoControl: () => import('../features/modals/components/VideoControl').then((m) => m.VideoControlIsland),
  relatedPosts: () => import('../features/content/components/RelatedPosts').then((m) => m.RelatedPostsIsland),
  calculator: () => import('../pages/calculator/CalculatorTool').then((m) => m.CalculatorTool),
  minerFigures: () => import('../pages/miner/MinerFigures').then((m) => m.MinerFigures),
  stratumGenerator: () => import('../pages/developers/StratumGeneratorTool').then((m) => m.StratumGeneratorTool),
  stratumDoctor: () => import('../features/stratum-doctor/components/StratumDoctor').then((m) => m.StratumDoctor),
  statusBoard: () => import('../features/status-page/components/StatusBoard').then((m) => m.StatusBoard),
} as const;

export type IslandName = keyof typeof ISLANDS;

type LoadedComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>;

/** The props of an island's component: what the server writes into the page as JSON. */
export type IslandProps<N extends IslandName> = LoadedComponent<N> extends ComponentType<infer P> ? P : never;

export type { HydrateWhen } from '../components/island/island-element';

export function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(ISLANDS, name);
}
