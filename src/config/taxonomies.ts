/**
 * The fixed values of route parameters (spec section 2): support categories,
 * blog tags and sub-categories, and the page route's legal pages.
 */
import { BRAND } from './brand.js';

const b = BRAND.slug;

export const SUPPORT_CATEGORIES_VISIBLE = ['general-help', 'mining-help', 'hash-power-marketplace', 'easymining', `${b}-pay`] as const;

/** Every configured support category; general-nicex (exchange help) is hidden from visitors. */
export const SUPPORT_CATEGORIES_ALL = ['general-help', 'general-nicex', 'mining-help', 'easymining', 'hash-power-marketplace', `${b}-pay`] as const;

export const BLOG_TAGS = ['press', 'product-updates', 'guides-tutorials', 'news', 'jobs', 'media', 'conference'] as const;

export const BLOG_SUB_CATEGORIES = ['mining', `${b}-miner`, `${b}-os`, 'hash-power-marketplace', 'wallet', 'security', 'quickminer', 'docker-miner'] as const;

/** The page route's pages (spec section 2, "a page route"). */
export const LEGAL_PAGES = [
  'privacy',
  'terms',
  'giveaway-terms',
  'repayment-program-terms',
  'repayment-program-instructions',
  'third-party-miner-software-guidelines',
] as const;

/** The help centre's sub-categories that have a label (`content.help.sub.<key>`): every one the sample data configures; another is shown from its slug. */
export const HELP_SUB_LABELS = [
  'account',
  'asic',
  'buying',
  'deposits',
  'deposits-withdrawals',
  'fees',
  'getting-started',
  `${b}-miner`,
  `${b}-os`,
  'integration',
  'integrations',
  'invoices',
  'merchants',
  'orders',
  'packages',
  'payouts',
  'pools',
  'pricing',
  'quickminer',
  'refunds',
  'rewards',
  'security',
  'security-2fa',
  'settlements',
  'setup',
  'solo-mining',
  'stratum',
  'trading',
  'troubleshooting',
  'verification',
  'wallet',
  'wallets-withdrawals',
  'withdrawals',
] as const;
