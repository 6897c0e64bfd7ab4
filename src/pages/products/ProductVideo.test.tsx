// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../components/ui/test-utils';
import type { RouteName } from '../../config/paths';
import { PRODUCT_VIDEOS, videoWatchUrl } from '../../config/product-videos';
import en from '../../locales/en.json';
import { ProductVideo } from './ProductVideo';

afterEach(cleanup);

describe('ProductVideo', () => {
  it('names each product video by a message of the catalogue and offers it', () => {
    for (const [route, video] of Object.entries(PRODUCT_VIDEOS)) {
      expect(en, video.titleId).toHaveProperty([video.titleId]);
      renderWithIntl(<ProductVideo route={route as RouteName} />);
      const island = document.querySelector('hv-island[data-island="videoControl"]')!;
      expect(JSON.parse(island.getAttribute('data-props')!)).toMatchObject({ title: en[video.titleId as keyof typeof en], watchUrl: videoWatchUrl(video) });
      expect(screen.getByRole('button', { name: /Watch the video/ })).toBeTruthy();
      cleanup();
    }
  });

  it('draws nothing on a product page without a video', () => {
    const { container } = renderWithIntl(<ProductVideo route="easymining" />);
    expect(container.innerHTML).toBe('');
  });
});
