// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_COMPONENTS, type ComponentState, type StatusComponent } from '../../../config/status-components';
import { IntlProvider, defaultMessages } from '../../../lib/intl';
import { loadServiceStatus } from '../state';
import { troubleOf } from '../trouble';
import { ServiceStatusLink } from './ServiceStatusLink';

afterEach(cleanup);
// The link asks for the real monitor script when the browser is idle: never here, each test loads its own answer.
window.requestIdleCallback = () => 0;

const monitors = (states: Partial<Record<StatusComponent, ComponentState>>) =>
  STATUS_COMPONENTS.map((name) => {
    const state = states[name] ?? 'operational';
    return { name, status: state === 'operational' || state === 'degraded' ? 0 : 1, state };
  });

async function renderWith(states: Partial<Record<StatusComponent, ComponentState>>) {
  await act(() => loadServiceStatus(async () => ({ monitors: monitors(states) })));
  render(
    <IntlProvider locale="en" messages={defaultMessages}>
      <ServiceStatusLink />
    </IntlProvider>,
  );
  return screen.getByTestId('service-status');
}

describe('the footer status line', () => {
  it('says all systems work when every component is operational', async () => {
    const link = await renderWith({});
    expect(link.textContent).toBe('All systems working');
    expect(link.getAttribute('data-status-value')).toBe('1');
    expect(link.getAttribute('href')).toBe('/status');
  });

  it('names one troubled component with its state; a degradation alone keeps the value at 1', async () => {
    const link = await renderWith({ payouts: 'degraded' });
    expect(link.textContent).toBe('Payouts: Degraded performance');
    expect(link.getAttribute('data-status-value')).toBe('1');
  });

  it('names up to three, worst first, and the value is 0 while more than half work', async () => {
    const link = await renderWith({ statistics: 'degraded', marketplace: 'major_outage', wallet: 'under_maintenance' });
    expect(link.textContent).toBe('Problems: Hash-power marketplace, Wallet deposits and withdrawals, and Statistics');
    expect(link.getAttribute('data-status-value')).toBe('0');
  });

  it('counts them beyond three, and the value is -1 when half or fewer work', async () => {
    const link = await renderWith({
      'stratum-eu-west': 'major_outage',
      'stratum-us-west': 'major_outage',
      marketplace: 'partial_outage',
      payouts: 'major_outage',
      wallet: 'major_outage',
    });
    expect(link.textContent).toBe('Problems with 5 services');
    expect(link.getAttribute('data-status-value')).toBe('-1');
  });
});

describe('troubleOf', () => {
  it('reads an answer without states by its items, and skips names that are not components', () => {
    expect(
      troubleOf([
        { name: 'database', status: 1 },
        { name: 'website', status: 1 },
        { name: 'payouts', status: 0 },
      ]),
    ).toEqual([{ component: 'website', state: 'major_outage' }]);
  });
});
