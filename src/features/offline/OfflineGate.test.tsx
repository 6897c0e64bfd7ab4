// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { IntlProvider, defaultMessages } from '../../lib/intl';
import { reportReachability } from '../../lib/online';
import { OfflineGate } from './OfflineGate';
import { recordServedFromCache } from './served-from-cache';

function setOnline(value: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <IntlProvider locale="en" messages={defaultMessages}>
      <Router hook={hook}>
        <OfflineGate>
          <p>page content</p>
        </OfflineGate>
      </Router>
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('OfflineGate', () => {
  it('shows the page while online', () => {
    setOnline(true);
    renderAt('/stratum-generator');
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('shows the offline page for a page never opened while offline', async () => {
    setOnline(false);
    renderAt('/stratum-generator');
    expect(await screen.findByTestId('offline-not-cached')).toBeTruthy();
    expect(screen.queryByText('page content')).toBeNull();
    expect(screen.getByText('No pages are saved on this device yet.')).toBeTruthy();
  });

  it('keeps a page that loaded on screen, mounted once, when the connection drops', async () => {
    setOnline(true);
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input aria-label="typed" defaultValue="" />;
    }
    const { hook } = memoryLocation({ path: '/stratum-generator' });
    render(
      <IntlProvider locale="en" messages={defaultMessages}>
        <Router hook={hook}>
          <OfflineGate>
            <Page />
          </OfflineGate>
        </Router>
      </IntlProvider>,
    );
    act(() => reportReachability(true)); // the page's data came over the network
    const input = screen.getByLabelText<HTMLInputElement>('typed');
    input.value = 'stratum+tcp://pool';
    await act(async () => setOnline(false));
    expect(screen.queryByTestId('offline-not-cached')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('typed')).toBe(input);
    expect(input.value).toBe('stratum+tcp://pool');
    expect(mounts).toBe(1);
  });

  it('opens a tool that needs no network offline, though this device never opened it', () => {
    setOnline(false);
    renderAt('/stratum-generator/doctor');
    expect(screen.getByText('page content')).toBeTruthy();
    expect(screen.queryByTestId('offline-not-cached')).toBeNull();
  });

  it('leaves an unknown path to the not-found page offline', () => {
    setOnline(false);
    renderAt('/no/such/page');
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('renders the page with react-dom/server', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={defaultMessages}>
        <Router ssrPath="/">
          <OfflineGate>
            <p>page content</p>
          </OfflineGate>
        </Router>
      </IntlProvider>,
    );
    expect(html).toContain('page content');
  });

  it('keeps the answers served from cache for the page on screen only', () => {
    setOnline(true);
    act(() => recordServedFromCache({ key: '/x', fetchedAt: 1, stale: false }));
    renderAt('/');
    // The navigation effect cleared the previous page's answers.
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
  });
});
