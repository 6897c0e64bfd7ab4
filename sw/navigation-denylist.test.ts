import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST } from './navigation-denylist';

// Workbox tests the denylist against pathname + search.
const denied = (url: string): boolean => NAVIGATION_DENYLIST.some((pattern) => pattern.test(url));

describe('navigation denylist', () => {
  it('never answers API paths with the app shell', () => {
    for (const url of [
      '/api/v2/time',
      '/api',
      '/api?x=1',
      '/main/api/v2/x',
      '/main/api',
      '/exchange/api/v2/y',
      '/supportdesk/api/v1/z',
      '/riskmanagement/api/v2/w',
    ]) {
      expect(denied(url), url).toBe(true);
    }
  });

  it("leaves version.json, the status page's files, the account area and downloads to the network", () => {
    for (const url of [
      '/status/feed.xml',
      '/status/maintenance/4.ics',
      '/status/monitor.js?callback=cb',
      '/status/anything',
      '/version.json',
      '/version.json?t=1',
      '/my/login?nhm',
      '/my/',
      '/my',
      '/my?loginToken=x',
      '/my/register',
      '/downloads/tool.zip',
      '/download/miner',
      '/files/guide.pdf',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(denied(url), url).toBe(true);
    }
  });

  it('answers page paths with the app shell', () => {
    for (const url of [
      '/',
      '/blog/post/hello',
      '/mining?lang=de',
      '/support/mining-help',
      '/support/mining-help/stratum/what-is-stratum',
      '/guide/first-hash-power-order',
      '/stratum-generator',
      '/download-center',
      '/myth',
      '/mymining',
      '/apiary',
      '/guide/firmware-3.14-768',
      '/status',
      '/status?lang=de',
    ]) {
      expect(denied(url), url).toBe(false);
    }
  });
});

describe('the mining-address page under /my', () => {
  it('is drawn by the shell while the rest of /my goes to the network', () => {
    expect(denied('/my/miner/1HashvaeSteadyRigs1111111111111')).toBe(false);
    expect(denied('/my/miner/1HashvaeSteadyRigs1111111111111?lang=de')).toBe(false);
    for (const url of ['/my', '/my/', '/my/dashboard', '/my/miner', '/my/miner/', '/my/miner/x/payouts', '/my?x=1']) expect(denied(url), url).toBe(true);
  });
});
