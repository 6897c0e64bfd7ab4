// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider, defaultMessages } from '../../lib/intl';
import { AsOf } from './AsOf';
import { clearServedFromCache, recordServedFromCache } from './served-from-cache';

const RATES = '/main/api/v2/exchangeRate/list';
const FETCHED_AT = Date.UTC(2026, 0, 2, 3, 4);

function setOnline(value: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderAsOf() {
  return render(
    <IntlProvider locale="en" messages={defaultMessages} timeZone="UTC">
      <AsOf path={RATES} />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  clearServedFromCache();
  setOnline(true);
});

describe('AsOf', () => {
  it('says when cached data was fetched while offline', () => {
    setOnline(false);
    recordServedFromCache({ key: RATES, fetchedAt: FETCHED_AT, stale: false });
    renderAsOf();
    const asOf = screen.getByTestId('as-of');
    expect(asOf.textContent).toMatch(/^as of Jan 2, 2026, 3:04/);
    expect(asOf.querySelector('time')?.getAttribute('datetime')).toBe(new Date(FETCHED_AT).toISOString());
  });

  it('says it online when the network failed and old data was used', () => {
    recordServedFromCache({ key: `${RATES}?currency=USD`, fetchedAt: FETCHED_AT, stale: true });
    renderAsOf();
    expect(screen.getByTestId('as-of')).toBeTruthy();
  });

  it('stays silent for fresh data online and for other calls', () => {
    recordServedFromCache({ key: RATES, fetchedAt: FETCHED_AT, stale: false });
    recordServedFromCache({ key: '/main/api/v2/exchangeRate/listing', fetchedAt: 1, stale: true });
    renderAsOf();
    expect(screen.queryByTestId('as-of')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('as-of').querySelector('time')?.getAttribute('data-fetched-at')).toBe(String(FETCHED_AT));
  });
});
