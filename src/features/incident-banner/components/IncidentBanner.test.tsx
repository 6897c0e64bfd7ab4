// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_API_NOW, jsonResponse, useFakeApi } from '../../../lib/api/test-support';
import { IntlProvider, defaultMessages } from '../../../lib/intl';
import { incidentsFor } from '../incidents-for';
import { IncidentBanner } from './IncidentBanner';

const { serve, seen } = useFakeApi();
afterEach(cleanup);

const MIN = 60_000;
const incident = (over: Record<string, unknown>) => ({
  id: 1,
  title: 'Orders are not filled',
  state: 'identified',
  components: [{ component: 'marketplace', impact: 'major_outage' }],
  created: FAKE_API_NOW - 10 * MIN,
  resolved: null,
  postmortemUrl: null,
  updates: [
    { state: 'investigating', message: 'Looking', created: FAKE_API_NOW - 10 * MIN },
    { state: 'identified', message: 'Found it', created: FAKE_API_NOW - 5 * MIN },
  ],
  ...over,
});
const summary = (incidents: unknown[]) => ({ status: 1, miningUnaffected: false, components: [], incidents, maintenance: [], generated: FAKE_API_NOW });

function renderBanner(components: string[] = ['marketplace']) {
  render(
    <IntlProvider locale="en" messages={defaultMessages}>
      <IncidentBanner components={components as never} />
    </IntlProvider>,
  );
}

describe('IncidentBanner', () => {
  it("shows an open incident on the page's component: its title, its latest update's state, a link to /status", async () => {
    serve(() => jsonResponse(summary([incident({})])));
    renderBanner();
    const banner = await screen.findByTestId('incident-banner');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toBe('Known problem: Orders are not filled Status: Identified Details on the status page');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/status');
  });

  it('shows nothing for incidents on other components or resolved ones', async () => {
    serve(() =>
      jsonResponse(
        summary([
          incident({ id: 2, components: [{ component: 'statistics', impact: 'major_outage' }] }),
          incident({ id: 3, state: 'resolved', resolved: FAKE_API_NOW - MIN }),
        ]),
      ),
    );
    renderBanner();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('incident-banner')).toBeNull();
  });
});

describe('incidentsFor', () => {
  it('keeps the open incidents naming one of the components, newest first', () => {
    const found = incidentsFor(
      [
        incident({ id: 1, created: 1 }),
        incident({
          id: 2,
          created: 3,
          components: [
            { component: 'payouts', impact: 'degraded' },
            { component: 'marketplace', impact: 'degraded' },
          ],
        }),
        incident({ id: 3, created: 2, components: [{ component: 'payouts', impact: 'degraded' }] }),
        incident({ id: 4, created: 4, resolved: 5 }),
      ] as never[],
      ['marketplace'],
    ) as Array<{ id: number }>;
    expect(found.map((i) => i.id)).toEqual([2, 1]);
  });
});
