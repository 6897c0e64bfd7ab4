// @vitest-environment jsdom
// The status page's body: what the server writes (states, the bars' text,
// the mining line, times in UTC) and what hydration does with it.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatusSummary } from '../../../config/api/status';
import { STATUS_SUMMARY_DATA_KEY } from '../../../config/page-data';
import { STATUS_COMPONENTS } from '../../../config/status-components';
import { jsonResponse, useFakeApi } from '../../../lib/api/test-support';
import { defaultMessages, IntlProvider } from '../../../lib/intl';
import { PageDataContext } from '../../../lib/page-data';
import { SUMMARY } from '../status-summary.fixture';
import { StatusBoard } from './StatusBoard';

const fakeApi = useFakeApi({ freezeDate: false });

function Page({ summary, children }: { summary: StatusSummary | null; children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={defaultMessages}>
      <PageDataContext.Provider value={{ data: { [STATUS_SUMMARY_DATA_KEY]: summary } }}>{children}</PageDataContext.Provider>
    </IntlProvider>
  );
}

function serverHtml(summary: StatusSummary | null = SUMMARY): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Page summary={summary}>
      <StatusBoard />
    </Page>,
  );
  document.body.append(container);
  return container;
}

const row = (page: HTMLElement, id: string) => page.querySelector<HTMLElement>(`[data-component="${id}"]`)!;
let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

describe('StatusBoard as the server writes it', () => {
  it('lists every component with its state in words', () => {
    const page = serverHtml();
    expect([...page.querySelectorAll('[data-component]')].map((li) => li.getAttribute('data-component'))).toEqual([...STATUS_COMPONENTS]);
    expect(row(page, 'statistics').dataset.state).toBe('partial_outage');
    expect(row(page, 'statistics').textContent).toContain('Partial outage');
    expect(row(page, 'wallet').textContent).toContain('Under maintenance');
    expect(row(page, 'marketplace').textContent).toContain('Operational');
    expect(page.querySelector('[data-status-value]')?.getAttribute('data-status-value')).toBe('1');
    expect(page.textContent).toContain('All systems are working.');
  });

  it('draws 90 bars hidden from screen readers, and says in words which days had down time', () => {
    const page = serverHtml();
    const bars = row(page, 'statistics').querySelector('.status-bars')!;
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect(bars.children).toHaveLength(90);
    expect(bars.querySelectorAll('[tabindex], a, button')).toHaveLength(0);
    const text = row(page, 'statistics').querySelector('[data-testid="status-bars-text"]')!;
    expect(text.className).toBe('visually-hidden');
    expect(text.textContent).toBe('Days with downtime:2026-11-24: 99.52 %');
    expect(row(page, 'marketplace').querySelector('[data-testid="status-bars-text"]')!.textContent).toBe('Every measured day of the last 90 had full uptime.');
    expect(row(page, 'statistics').textContent).toContain('99.95 % uptime over 90 days');
    // Nothing measured: no days to tell of, and the figure says so.
    expect(row(page, 'payouts').querySelector('[data-testid="status-bars-text"]')).toBeNull();
    expect(row(page, 'payouts').textContent).toContain('no data yet');
  });

  it('says mining is not affected only when the trouble is with the website or statistics', () => {
    expect(serverHtml().querySelector('[data-mining-unaffected]')?.textContent).toBe('Mining is not affected.');
    document.body.innerHTML = '';
    const marketplaceDown: StatusSummary = {
      ...SUMMARY,
      status: 0,
      miningUnaffected: false,
      components: SUMMARY.components.map((c) => (c.id === 'marketplace' ? { ...c, state: 'major_outage' } : c)),
    };
    const page = serverHtml(marketplaceDown);
    expect(page.querySelector('[data-mining-unaffected]')).toBeNull();
    expect(page.textContent).toContain('Some systems have problems; most of the service works.');
  });

  it('shows current incidents with every update, newest first, maintenance with its calendar event, and past incidents', () => {
    const page = serverHtml();
    const current = page.querySelector('[data-testid="status-current-incidents"]')!;
    expect(current.querySelector('[data-incident="7"]')?.getAttribute('data-incident-state')).toBe('identified');
    expect([...current.querySelectorAll('.status-update__message')].map((p) => p.textContent)).toEqual(['A slow query.', 'Charts lag.']);
    expect(current.textContent).toContain('Charts <late>');
    const maintenance = page.querySelector('[data-testid="status-maintenance"]')!;
    expect(maintenance.textContent).toContain('in progress');
    expect(maintenance.textContent).toContain('45 to 90 minutes');
    expect(maintenance.querySelector('a[href="/status/maintenance/4.ics"]')).not.toBeNull();
    const past = page.querySelector('[data-testid="status-past-incidents"]')!;
    expect(past.querySelector('[data-incident="3"]')?.getAttribute('data-incident-state')).toBe('resolved');
    expect(past.querySelector('a[href="https://hashvale.example/blog/post/payouts-delayed"]')?.textContent).toBe('Postmortem');
    expect(page.querySelector('a[href="/status/feed.xml"]')).not.toBeNull();
  });

  it('writes times in UTC and says so (the server cannot know the reader’s zone)', () => {
    const page = serverHtml();
    const times = [...page.querySelectorAll('time')];
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t) => t.textContent!.endsWith(' UTC') && t.getAttribute('data-utc') === 'true')).toBe(true);
    expect(page.querySelector('[data-testid="status-overall"] time')?.textContent).toBe('2026-11-28 12:30 UTC');
    expect(page.querySelector('[data-maintenance="4"] time')?.textContent).toBe('2026-11-28 12:00 UTC');
    expect(page.querySelector('[data-testid="status-times-note"]')?.textContent).toBe('Times are in UTC.');
  });

  it('says the status cannot be read when the server could not read it', () => {
    const page = serverHtml(null);
    expect(page.textContent).toContain('The components and incidents cannot be read right now.');
    expect(page.querySelector('[data-component]')).toBeNull();
  });
});

describe('StatusBoard in the browser', () => {
  it('hydrates without a mismatch, then shows times in the reader’s zone and asks for the summary again', async () => {
    fakeApi.serve(() => jsonResponse(SUMMARY));
    const page = serverHtml();
    const mismatch = vi.fn();
    startTransition(() => {
      root = hydrateRoot(
        page,
        <Page summary={SUMMARY}>
          <StatusBoard />
        </Page>,
        { onRecoverableError: mismatch },
      );
    });
    await vi.waitFor(() => expect(page.querySelector('time[data-utc]')).toBeNull());
    expect(mismatch).not.toHaveBeenCalled();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(page.querySelector('[data-testid="status-times-note"]')?.textContent).toBe(`Times are in your time zone (${zone}).`);
    expect(page.querySelector('[data-maintenance="4"] time')?.textContent).not.toContain('2026-11-28 12:00');
    await vi.waitFor(() => expect(fakeApi.seen.map((r) => r.url)).toContainEqual(expect.stringContaining('/api/v2/status/summary')));
  });
});
