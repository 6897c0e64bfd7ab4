/**
 * The public pages rendered as islands (docs/rendering.md, "Islands"): the
 * server's HTML is the page, and the browser hydrates only its interactive
 * parts. The others are hydrated whole by the app, as before: the other tools, the
 * marketplace and the algorithms (live throughout), the
 * mining-hardware list (live), the style guide, the countdown and the user's
 * own pages.
 * tests/e2e/hydration.spec.ts fails when a page here handles an event, or
 * shows text, outside its islands that the whole app would not.
 */
import type { RouteName } from './paths.js';

export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  // The home page: its live market figures are the one island of its own.
  'home',
  // Articles.
  'blogPost',
  'supportArticle',
  'guide',
  'page',
  'legalPrivacy',
  'jobs',
  // Lists of articles.
  'blog',
  'BlogTag',
  'BlogCategory',
  'supportCategory',
  // The help centre's home and search: their search box is the island.
  'support',
  'supportSearch',
  // The public forms: the form, or the button behind a mailed link, is the island.
  'businessDevelopment',
  'lawEnforcementRequest',
  'rateExperience',
  'verifySubscribe',
  'unsubscribe',
  'unsubscribePlatform',
  // Product, marketing, download and company pages.
  'about',
  'partners',
  'media',
  'links',
  'petition',
  'security',
  'bugBounty',
  'mining',
  'cpuGpuMining',
  'asicMining',
  'pricing',
  'compatiblePools',
  'poolOperators',
  'dockerMiner',
  'nhosMining',
  'easymining',
  'payrate',
  'miner',
  'lightningNode',
  'downloadCenter',
  'widgets',
  'mobileApps',
  'firmware',
  'softwareDevelopers',
  // The API reference: its search box (with the list it filters) and the copy buttons are the islands.
  'apiReference',
  'apiOperation',
  // The signing doctor: its form (with the report it draws) is the island.
  'signingDoctor',
  // The websocket reference: its "try it" is the island.
  'apiWebsocket',
  // The API changelog: static, no island.
  'apiChangelog',
  // The calculator: the calculator itself (drawn by the browser, its figures are live) is the island.
  'calculator',
  // A mining address: its figures (live: rigs, a day's breakdown, payouts) are the island.
  'minerAddress',
  // The stratum generator: the generator (drawn by the browser, it needs the live algorithm list) is the island.
  'stratumGenerator',
  // The stratum doctor: its form (with the report it draws) is the island, hydrated when first used.
  'stratumDoctor',
  // The status page: the board (live, polled) and the subscription form are the islands.
  'status',
]);
