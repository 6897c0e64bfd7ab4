import { describe, expect, it } from 'vitest';
import { scrollTarget } from './scroll';

describe('scrolling on navigation', () => {
  it('goes to the top on navigation', () => {
    expect(scrollTarget('/about', '/pricing', '')).toEqual({ to: 'top' });
    expect(scrollTarget(undefined, '/', '')).toEqual({ to: 'top' });
  });

  it('goes to the hash anchor when there is one', () => {
    expect(scrollTarget('/about', '/pricing', '#fees')).toEqual({ to: 'anchor', id: 'fees' });
    expect(scrollTarget('/about', '/pricing', '#caf%C3%A9')).toEqual({ to: 'anchor', id: 'café' });
  });

  it('leaves a page the browser placed where it is at load, and places one the app drew', () => {
    expect(scrollTarget(undefined, '/', '', true)).toEqual({ to: 'none' });
    expect(scrollTarget(undefined, '/pricing', '#fees', true)).toEqual({ to: 'none' });
    expect(scrollTarget(undefined, '/pricing', '#fees', false)).toEqual({ to: 'anchor', id: 'fees' });
    expect(scrollTarget('/about', '/pricing', '', true)).toEqual({ to: 'top' });
  });

  it('stays put between calculator pages, and not only then', () => {
    expect(scrollTarget('/profitability-calculator', '/profitability-calculator/nvidia-rtx-4090', '')).toEqual({ to: 'none' });
    expect(scrollTarget('/profitability-calculator/autodetect', '/profitability-calculator/a/b', '')).toEqual({ to: 'none' });
    expect(scrollTarget('/about', '/profitability-calculator', '')).toEqual({ to: 'top' });
    expect(scrollTarget('/profitability-calculator', '/about', '')).toEqual({ to: 'top' });
  });
});
