// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../components/ui/test-utils';
import { OfflineNotCachedPage } from './OfflineNotCachedPage';

afterEach(cleanup);

describe('the offline page for a page never opened', () => {
  it('names saved pages by their titles, not their paths', () => {
    renderWithIntl(
      <OfflineNotCachedPage
        pages={[
          { path: '/blog', title: null, visitedAt: 1 },
          { path: '/', title: null, visitedAt: 2 },
          { path: '/blog/post/amsterdam-hashing', title: 'Amsterdam hashing | Hashvale', visitedAt: 3 },
        ]}
      />,
    );
    const links = within(screen.getByTestId('offline-saved-pages'))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Blog', '/blog'],
      ['Hash-power marketplace and mining platform', '/'],
      ['Amsterdam hashing', '/blog/post/amsterdam-hashing'],
    ]);
  });

  it('offers the tools that need no network, the stratum doctor among them', () => {
    renderWithIntl(<OfflineNotCachedPage pages={[]} />);
    const tools = within(screen.getByTestId('offline-tools')).getAllByRole('link');
    expect(tools.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Stratum doctor: why a miner does not connect', '/stratum-generator/doctor']]);
  });
});
