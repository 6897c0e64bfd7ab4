/** The ways in for sellers and buyers of hash power, and where to read more. */
import { buildPath } from '../../../config/paths';
import type { PathCard } from './PathCards';

export const SELLER_PATHS: readonly PathCard[] = [
  { key: 'miner', title: 'home.sell.miner.title', text: 'home.sell.miner.text', href: buildPath('miner'), link: 'home.sell.miner.link' },
  {
    key: 'quickminer',
    title: 'home.sell.quickminer.title',
    text: 'home.sell.quickminer.text',
    href: buildPath('guide', { url: 'quickminer-nvidia' }),
    link: 'home.sell.quickminer.link',
  },
  { key: 'os', title: 'home.sell.os.title', text: 'home.sell.os.text', href: buildPath('nhosMining'), link: 'home.sell.os.link' },
  { key: 'asic', title: 'home.sell.asic.title', text: 'home.sell.asic.text', href: buildPath('asicMining'), link: 'home.sell.asic.link' },
];

export const BUYER_PATHS: readonly PathCard[] = [
  {
    key: 'marketplace',
    title: 'home.buy.marketplace.title',
    text: 'home.buy.marketplace.text',
    href: buildPath('marketplace'),
    link: 'home.buy.marketplace.link',
  },
  {
    key: 'guide',
    title: 'home.buy.guide.title',
    text: 'home.buy.guide.text',
    href: buildPath('guide', { url: 'first-hash-power-order' }),
    link: 'home.buy.guide.link',
  },
  { key: 'pricing', title: 'home.buy.pricing.title', text: 'home.buy.pricing.text', href: buildPath('pricing'), link: 'home.buy.pricing.link' },
];

export const LEARN_PATHS: readonly PathCard[] = [
  { key: 'blog', title: 'home.learn.blog.title', text: 'home.learn.blog.text', href: buildPath('blog'), link: 'home.learn.blog.link' },
  { key: 'help', title: 'home.learn.help.title', text: 'home.learn.help.text', href: buildPath('support'), link: 'home.learn.help.link' },
  {
    key: 'algorithms',
    title: 'home.learn.algorithms.title',
    text: 'home.learn.algorithms.text',
    href: buildPath('algorithms'),
    link: 'home.learn.algorithms.link',
  },
];
