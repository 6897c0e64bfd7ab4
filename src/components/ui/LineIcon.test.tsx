// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES } from '../../config/feature-toggles';
import { LineIcon } from './LineIcon';

afterEach(cleanup);

describe('LineIcon', () => {
  it('draws each feature toggle’s icon as a decorative svg with no text, so no emoji box can appear', () => {
    for (const toggle of FEATURE_TOGGLES) {
      const { container, unmount } = render(<LineIcon name={toggle.icon} size={20} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden'), toggle.key).toBe('true');
      expect(svg.querySelectorAll('path').length, toggle.key).toBeGreaterThan(0);
      expect(container.textContent, toggle.key).toBe('');
      unmount();
    }
  });
});
