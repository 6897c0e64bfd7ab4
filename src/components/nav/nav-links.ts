/**
 * The site's link groups, shared by the header's More menu, the phone menu
 * and the footer: every public page of the route table (src/config/paths.ts)
 * belongs to one group, or is listed in NOT_IN_MENUS with the reason it is
 * reached another way (a test keeps the two in step with the table).
 */
import { buildPath, LEGAL_PAGES, SUPPORT_CATEGORIES_VISIBLE, type RouteName } from '../../config/paths';
import type { MessageId } from '../../lib/intl';

export interface NavLink {
  /** The route's name in the route table. */
  route: RouteName;
  params?: Readonly<Record<string, string>>;
  label: MessageId;
}

export interface NavGroup {
  key: string;
  label: MessageId;
  links: readonly NavLink[];
}

export function navHref(link: NavLink): string {
  return buildPath(link.route, link.params);
}

/**
 * The header's first-level entries (spec section 2 "Shell"). In the phone
 * menu they stand above the groups' headings, so one that would read as a
 * group's heading there ("Mining") takes its longer label (`phoneLabel`).
 */
export const PRIMARY_LINKS: readonly (NavLink & { phoneLabel?: MessageId })[] = [
  { route: 'mining', label: 'shell.nav.mining', phoneLabel: 'shell.link.mining' },
  { route: 'easymining', label: 'shell.nav.easymining' },
  { route: 'marketplace', label: 'shell.nav.liveMarketplace' },
  { route: 'blog', label: 'shell.nav.blog' },
];

const LEGAL_LABELS: Record<(typeof LEGAL_PAGES)[number], MessageId> = {
  privacy: 'shell.legal.privacy',
  terms: 'shell.legal.terms',
  'giveaway-terms': 'shell.legal.giveawayTerms',
  'repayment-program-terms': 'shell.legal.repaymentTerms',
  'repayment-program-instructions': 'shell.legal.repaymentInstructions',
  'third-party-miner-software-guidelines': 'shell.legal.minerSoftwareGuidelines',
};

const SUPPORT_LABELS: Record<(typeof SUPPORT_CATEGORIES_VISIBLE)[number], MessageId> = {
  'general-help': 'shell.support.generalHelp',
  'mining-help': 'shell.support.miningHelp',
  'hash-power-marketplace': 'shell.support.marketplace',
  easymining: 'shell.support.easymining',
  'hashvale-pay': 'shell.support.pay',
};

export const LEGAL_LINKS: readonly NavLink[] = [
  { route: 'legalPrivacy', label: 'shell.legal.overview' },
  ...LEGAL_PAGES.map((page): NavLink => ({ route: 'page', params: { page }, label: LEGAL_LABELS[page] })),
];

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'mining',
    label: 'shell.group.mining',
    links: [
      { route: 'mining', label: 'shell.link.mining' },
      { route: 'cpuGpuMining', label: 'shell.link.cpuGpuMining' },
      { route: 'asicMining', label: 'shell.link.asicMining' },
      { route: 'miningHardware', label: 'shell.link.miningHardware' },
      { route: 'calculator', label: 'shell.link.calculator' },
      { route: 'algorithms', label: 'shell.link.algorithms' },
      { route: 'miningAffiliate', label: 'shell.link.miningAffiliate' },
    ],
  },
  {
    key: 'products',
    label: 'shell.group.products',
    links: [
      { route: 'easymining', label: 'shell.link.easymining' },
      { route: 'payrate', label: 'shell.link.payrate' },
      { route: 'miner', label: 'shell.link.miner' },
      { route: 'nhosMining', label: 'shell.link.nhosMining' },
      { route: 'dockerMiner', label: 'shell.link.dockerMiner' },
      { route: 'lightningNode', label: 'shell.link.lightningNode' },
      { route: 'privateEndpoint', label: 'shell.link.privateEndpoint' },
    ],
  },
  {
    key: 'marketplace',
    label: 'shell.group.marketplace',
    links: [
      { route: 'marketplace', label: 'shell.link.marketplace' },
      { route: 'pricing', label: 'shell.link.pricing' },
      { route: 'compatiblePools', label: 'shell.link.compatiblePools' },
      { route: 'poolOperators', label: 'shell.link.poolOperators' },
    ],
  },
  {
    key: 'developers',
    label: 'shell.group.developers',
    links: [
      { route: 'softwareDevelopers', label: 'shell.link.softwareDevelopers' },
      { route: 'apiReference', label: 'shell.link.apiReference' },
      { route: 'signingDoctor', label: 'shell.link.signingDoctor' },
      { route: 'apiWebsocket', label: 'shell.link.apiWebsocket' },
      { route: 'apiChangelog', label: 'shell.link.apiChangelog' },
      { route: 'stratumGenerator', label: 'shell.link.stratumGenerator' },
      { route: 'widgets', label: 'shell.link.widgets' },
      { route: 'styleGuide', label: 'shell.link.styleGuide' },
      { route: 'bugBounty', label: 'shell.link.bugBounty' },
    ],
  },
  {
    key: 'downloads',
    label: 'shell.group.downloads',
    links: [
      { route: 'downloadCenter', label: 'shell.link.downloadCenter' },
      { route: 'firmware', label: 'shell.link.firmware' },
      { route: 'mobileApps', label: 'shell.link.mobileApps' },
    ],
  },
  {
    key: 'company',
    label: 'shell.group.company',
    links: [
      { route: 'about', label: 'shell.link.about' },
      { route: 'jobs', label: 'shell.link.jobs' },
      { route: 'blog', label: 'shell.link.blog' },
      { route: 'media', label: 'shell.link.media' },
      { route: 'partners', label: 'shell.link.partners' },
      { route: 'businessDevelopment', label: 'shell.link.businessDevelopment' },
      { route: 'security', label: 'shell.link.security' },
      { route: 'lawEnforcementRequest', label: 'shell.link.lawEnforcementRequest' },
      { route: 'petition', label: 'shell.link.petition' },
      { route: 'links', label: 'shell.link.links' },
    ],
  },
  {
    key: 'support',
    label: 'shell.group.support',
    links: [
      { route: 'support', label: 'shell.link.support' },
      { route: 'supportSearch', label: 'shell.link.supportSearch' },
      ...SUPPORT_CATEGORIES_VISIBLE.map((category): NavLink => ({ route: 'supportCategory', params: { category }, label: SUPPORT_LABELS[category] })),
    ],
  },
  { key: 'legal', label: 'shell.group.legal', links: LEGAL_LINKS },
];

/** Routes no menu links to, and why. */
export const NOT_IN_MENUS: Readonly<Partial<Record<RouteName, string>>> = {
  home: 'the brand link in the header',
  account: 'the account area: sign-in and join links, the user menu',
  minerAddress: 'a miner opens /miner/{address} (redirected here) or is sent the link',
  login: "the header's Sign in link (AccountLinks)",
  register: "the header's Join link (AccountLinks)",
  settings: "the signed-in user's menu (UserMenu)",
  calculatorAutodetect: 'reached from the calculator',
  status: "linked from the footer's status line, the offline page and the status banners",
  stratumDoctor: 'linked from the stratum generator, the mining help category and the offline page',
  algorithm: 'a detail page, linked from the algorithm list',
  apiOperation: 'a detail page, linked from the API reference',
  guide: 'a detail page, linked from help and product pages',
  BlogTag: 'linked from blog posts and the blog list',
  BlogCategory: "linked from the blog's categories beside every blog page",
  blogPost: 'a detail page, linked from the blog',
  countdown: 'campaign pages, linked from campaigns',
  rateExperience: 'linked from support e-mails',
  verifySubscribe: 'linked from subscription e-mails',
  unsubscribe: 'linked from subscription e-mails',
  unsubscribePlatform: 'linked from platform e-mails (needs a token)',
  supportMyCases: 'signed-in users: the user menu and support screens',
  supportMyCasesNew: 'signed-in users: from their support cases',
  supportMyCase: 'signed-in users: a detail page',
  supportArticle: 'a detail page, linked from support categories',
};
