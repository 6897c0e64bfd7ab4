import { describe, expect, it } from 'vitest';
import { isKnownPath, isRedirectSource, matchRoute } from '../config/paths';
import {
  amsterdamHashingToPost,
  doubleSlashToHome,
  earnMoreToPayrate,
  miamiCouponToEasymining,
  minerAddressToAccount,
  miningStatsToAccount,
  notificationSettingsToOrganization,
  resolveRedirect,
  retiredPagesToHome,
  soloMiningToEasymining,
  walletTransactionToWallet,
  type RedirectUrl,
} from './redirects';

const OPTIONS = { mainHosts: ['hashvale.example'] };

function url(href: string, hostname = 'hashvale.example'): RedirectUrl {
  // new URL would collapse "//x" into a host: split by hand.
  const [beforeHash = '', hash = ''] = href.split('#', 2);
  const [pathname = '', search = ''] = beforeHash.split('?', 2);
  return { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', hostname };
}

const VALID_ADDRESSES = ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', `1${'A'.repeat(25)}`];

describe('redirects', () => {
  it('sends /amsterdam-hashing to the blog post of the same name', () => {
    expect(amsterdamHashingToPost(url('/amsterdam-hashing'), OPTIONS)).toBe('/blog/post/amsterdam-hashing');
    expect(amsterdamHashingToPost(url('/amsterdam-hashing/'), OPTIONS)).toBe('/blog/post/amsterdam-hashing');
    expect(amsterdamHashingToPost(url('/amsterdam-hashing-2'), OPTIONS)).toBeUndefined();
  });

  it('sends /mbajk and /lightning-card home', () => {
    expect(retiredPagesToHome(url('/mbajk'), OPTIONS)).toBe('/');
    expect(retiredPagesToHome(url('/lightning-card'), OPTIONS)).toBe('/');
    expect(retiredPagesToHome(url('/lightning-cards'), OPTIONS)).toBeUndefined();
  });

  it('sends the old solo-mining paths to easy mining, keeping the query string', () => {
    expect(soloMiningToEasymining(url('/solo-mining'), OPTIONS)).toBe('/easymining');
    expect(soloMiningToEasymining(url('/solo-mining/packages/gold?utm_source=x&ref=1'), OPTIONS)).toBe('/easymining?utm_source=x&ref=1');
    expect(soloMiningToEasymining(url('/solomining?a=b'), OPTIONS)).toBe('/easymining?a=b');
    expect(soloMiningToEasymining(url('/solo-mining-pool'), OPTIONS)).toBe('/easymining');
    expect(soloMiningToEasymining(url('/solo-miningx'), OPTIONS)).toBeUndefined();
  });

  it('sends the /earn-more-with-{product} paths to the payrate page, keeping the query string', () => {
    for (const product of ['hashvale', 'hashvale-miner', 'hashvale-os', 'nhos', 'quickminer', 'excavator']) {
      expect(earnMoreToPayrate(url(`/earn-more-with-${product}?utm_campaign=c`), OPTIONS)).toBe('/hashvale-payrate?utm_campaign=c');
    }
    expect(earnMoreToPayrate(url('/earn-more-with-something-else'), OPTIONS)).toBeUndefined();
  });

  it('sends /miner/{address} to the account area only for a 26-35 character base58 address starting with 1 or 3', () => {
    for (const address of VALID_ADDRESSES) expect(minerAddressToAccount(url(`/miner/${address}`), OPTIONS)).toBe(`/my/miner/${address}`);
    expect(minerAddressToAccount(url(`/miner/1${'A'.repeat(34)}`), OPTIONS)).toBe(`/my/miner/1${'A'.repeat(34)}`);
    const invalid = [
      `1${'A'.repeat(24)}`,
      `1${'A'.repeat(35)}`,
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVNl',
    ];
    for (const address of invalid) {
      expect(minerAddressToAccount(url(`/miner/${address}`), OPTIONS), address).toBeUndefined();
      expect(isKnownPath(`/miner/${address}`), address).toBe(false);
    }
  });

  it('sends /mining/stats to the account area', () => {
    expect(miningStatsToAccount(url('/mining/stats'), OPTIONS)).toBe('/my/mining/stats');
    expect(resolveRedirect(url('/mining/stats'), OPTIONS)).toEqual({ to: '/my/mining/stats', leave: true });
  });

  it('sends the notification settings with an organizationId to that organization', () => {
    const id = 'da41b3bc-3d0b-4226-b7ea-aee73f94a518';
    expect(notificationSettingsToOrganization(url(`/my/settings/notification?organizationId=${id}`), OPTIONS)).toBe(`/my/organization/${id}/notification`);
    expect(notificationSettingsToOrganization(url('/my/settings/notification'), OPTIONS)).toBeUndefined();
  });

  it('sends /my/wallets with a transactionId to that transaction', () => {
    expect(walletTransactionToWallet(url('/my/wallets?transactionId=tx-42'), OPTIONS)).toBe('/my/wallets/tx-42');
    expect(walletTransactionToWallet(url('/my/wallets'), OPTIONS)).toBeUndefined();
  });

  it('sends /miami2023 to the easy-mining coupon on the main host only', () => {
    expect(miamiCouponToEasymining(url('/miami2023?coupon=ABC123'), OPTIONS)).toBe('/my/easymining/coupon#ABC123&prague2023');
    expect(miamiCouponToEasymining(url('/miami2023'), OPTIONS)).toBe('/my/easymining/coupon#&prague2023');
    expect(miamiCouponToEasymining(url('/miami2023?coupon=ABC123', 'HASHVALE.EXAMPLE'), OPTIONS)).toBeDefined();
    expect(miamiCouponToEasymining(url('/miami2023?coupon=ABC123', 'mirror.example'), OPTIONS)).toBeUndefined();
  });

  it('sends a path starting with a double slash home', () => {
    expect(doubleSlashToHome(url('//evil.example/x'), OPTIONS)).toBe('/');
    expect(doubleSlashToHome(url('//'), OPTIONS)).toBe('/');
    expect(resolveRedirect(url('//about'), OPTIONS)).toEqual({ to: '/', leave: false });
  });

  it('reads the double slash as the server does, after decoding, so an encoded one goes home too', () => {
    for (const path of ['/%2F%2F', '/%2f', '/%2Fabout', '/%2F%2Fevil.example/x']) expect(doubleSlashToHome(url(path), OPTIONS), path).toBe('/');
    // Malformed percent-encoding is no double slash (the server answers it 400).
    expect(doubleSlashToHome(url('/%E0%A4%A'), OPTIONS)).toBeUndefined();
    expect(doubleSlashToHome(url('/a%2F%2Fb'), OPTIONS)).toBeUndefined();
  });

  it('leaves the app only for targets in the account area', () => {
    expect(resolveRedirect(url('/amsterdam-hashing'), OPTIONS)?.leave).toBe(false);
    expect(resolveRedirect(url('/miami2023'), OPTIONS)?.leave).toBe(true);
    expect(resolveRedirect(url('/about'), OPTIONS)).toBeUndefined();
  });

  it('lists every path-only redirect source for the server, and none of them is a route', () => {
    const sources = [
      '//x',
      '/amsterdam-hashing',
      '/mbajk',
      '/lightning-card',
      '/solo-mining/x',
      '/earn-more-with-nhos',
      `/miner/${VALID_ADDRESSES[0]}`,
      '/mining/stats',
      '/miami2023',
    ];
    for (const source of sources) {
      expect(isRedirectSource(source), source).toBe(true);
      expect(isKnownPath(source), source).toBe(true);
      if (source !== '//x') expect(matchRoute(source), source).toBeUndefined();
    }
  });
});
