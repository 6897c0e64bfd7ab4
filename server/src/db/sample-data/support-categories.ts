/** Sample help-centre categories and their sub-categories, in display order. */
import { BRAND } from '../../../../src/config/brand.js';

export const SAMPLE_SUPPORT_CATEGORIES: ReadonlyArray<{ category: string; subCategories: string[] }> = [
  { category: 'general-help', subCategories: ['account', 'security', 'verification', 'wallet', 'deposits', 'withdrawals', 'fees'] },
  { category: 'general-nicex', subCategories: ['trading', 'orders', 'deposits-withdrawals', 'fees'] },
  {
    category: 'mining-help',
    subCategories: ['getting-started', `${BRAND.slug}-miner`, `${BRAND.slug}-os`, 'quickminer', 'asic', 'payouts', 'troubleshooting'],
  },
  { category: 'easymining', subCategories: ['packages', 'solo-mining', 'rewards'] },
  { category: 'hash-power-marketplace', subCategories: ['buying', 'orders', 'pools', 'pricing', 'refunds'] },
  { category: `${BRAND.slug}-pay`, subCategories: ['merchants', 'invoices', 'integration', 'settlements'] },
];
