/**
 * The public pages rendered as islands (docs/rendering.md, "Islands"): the
 * server's HTML is the page, and the browser hydrates only its interactive
 * parts. The others are hydrated whole by the app, as before.
 */
import type { RouteName } from './paths.js';

export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'blogPost', 'supportArticle', 'guide', 'page', 'legalPrivacy',
  'about', 'jobs', 'miningHardware', 'pricing', 'compatiblePools', 'poolOperators', 'bugBounty', 'security', 'mining', 'cpuGpuMining', 'asicMining',
  'dockerMiner', 'nhosMining', 'downloadCenter', 'widgets', 'mobileApps', 'easymining', 'partners', 'firmware', 'softwareDevelopers', 'blog', 'BlogTag',
  'links', 'petition', 'supportCategory', 'payrate', 'miner', 'lightningNode', 'media', 'miningAffiliate', 'privateEndpoint',
]);
