// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_API_NOW, jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { IntlProvider, defaultMessages } from '../../lib/intl';
import { MaintenanceBanner } from './MaintenanceBanner';

const { serve } = useFakeApi();
afterEach(cleanup);

const MIN = 60_000;
const summary = (maintenance: unknown[]) => ({ status: 1, components: [], incidents: [], maintenance });
const window = (over: Record<string, unknown>) => ({
  id: 7,
  title: 'Database upgrade',
  message: '',
  components: ['website'],
  starts: FAKE_API_NOW - 10 * MIN,
  ends: null,
  expectedMinMinutes: 45,
  expectedMaxMinutes: 90,
  cancelled: null,
  ...over,
});

function renderBanner() {
  render(
    <IntlProvider locale="en" messages={defaultMessages} timeZone="Europe/Ljubljana">
      <MaintenanceBanner />
    </IntlProvider>,
  );
}

describe('MaintenanceBanner', () => {
  it("says when the open window started, in the reader's zone, and how long it is expected to last", async () => {
    serve(() => jsonResponse(summary([window({})])));
    renderBanner();
    const detail = await screen.findByTestId('maintenance-window');
    // FAKE_API_NOW - 10 min is 2023-11-14 22:03 UTC, 23:03 CET.
    expect(detail.textContent).toBe(' November 14, 2023, 11:03 PM GMT+1, 45 to 90 minutes.');
    expect(screen.getByTestId('maintenance-banner').textContent).toContain('scheduled maintenance');
  });

  it('gives a single expected duration or an end time as scheduled', async () => {
    serve(() => jsonResponse(summary([window({ ends: FAKE_API_NOW + 20 * MIN })])));
    renderBanner();
    expect((await screen.findByTestId('maintenance-window')).textContent).toMatch(/, until 11:33 PM GMT\+1\.$/);
  });

  it('keeps the general sentence alone when no window is open (maintenance set by hand) or the summary fails', async () => {
    serve(() => jsonResponse(summary([window({ starts: FAKE_API_NOW + 10 * MIN })])));
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('maintenance-window')).toBeNull();
    expect(screen.getByTestId('maintenance-banner').textContent).toContain('scheduled maintenance');
  });
});
