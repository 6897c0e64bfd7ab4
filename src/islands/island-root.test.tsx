// @vitest-environment jsdom
/**
 * The islands' router: an island writing its own state into the address
 * (a navigation that replaces the history entry: the calculator's rig) stays
 * on the page; any other navigation loads the next page.
 */
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { hydrateIsland } from './island-root';

function RigWriter() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (search === '') navigate('/profitability-calculator/nvidia-rtx-4090?q1=2', { replace: true });
  }, [search, navigate]);
  return <output>{`${location}?${search}`}</output>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('writes a replacing navigation into the address in place, and the island sees it', async () => {
  window.history.replaceState(null, '', '/profitability-calculator');
  const before = window.history.length;
  const element = document.createElement('hv-island');
  element.innerHTML = renderToString(<output>/profitability-calculator?</output>);
  document.body.append(element);
  const context = { locale: 'en', messages: {}, pageData: { get: () => undefined } };
  const root = await hydrateIsland(element, RigWriter as never, {}, context as never);
  await vi.waitFor(() => expect(element.textContent).toBe('/profitability-calculator/nvidia-rtx-4090?q1=2'));
  expect(window.location.pathname + window.location.search).toBe('/profitability-calculator/nvidia-rtx-4090?q1=2');
  expect(window.history.length).toBe(before);
  root.unmount();
});
