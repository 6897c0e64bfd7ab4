// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconFor, NOTIFICATION_CATEGORIES } from '../notification';
import { CategoryIcon } from './CategoryIcon';

afterEach(cleanup);

describe('CategoryIcon', () => {
  it('draws every category as a decorative svg, with no emoji a machine without an emoji font shows as a box', () => {
    for (const category of NOTIFICATION_CATEGORIES) {
      const { container, unmount } = render(<CategoryIcon icon={iconFor(category)} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden'), category).toBe('true');
      expect(svg!.querySelectorAll('path').length, category).toBeGreaterThan(0);
      expect(container.textContent, category).toBe('');
      unmount();
    }
  });
});
