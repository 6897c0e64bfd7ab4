// Hand-computed cases for the status value over the ten components as one server sees them (issue 34, spec 4).
import { describe, expect, it } from 'vitest';
import { serviceStatusValue } from './monitor';
import { STATUS_COMPONENTS } from './status-components';
import { liveComponentStates, monitorItemsOf, type LiveInputs } from './status-live';
import { statusValue } from './status-uptime';

const calm: LiveInputs = { openIncidents: [], openMaintenance: [], failingItems: [], isMaintenance: false, unavailable: false };
const value = (inputs: Partial<LiveInputs>) => serviceStatusValue(monitorItemsOf(liveComponentStates({ ...calm, ...inputs })).map((m) => m.status));
const notOperational = (inputs: Partial<LiveInputs>) =>
  Object.entries(liveComponentStates({ ...calm, ...inputs })).filter(([, state]) => state !== 'operational');
const incident = (...components: LiveInputs['openIncidents'][number]['components']) => ({ components, start: 0, end: null });

describe('the ten components as one server sees them', () => {
  it('is 1 with nothing wrong, and with only degradations (a degraded component works)', () => {
    expect(value({})).toBe(1);
    expect(value({ openIncidents: [incident({ component: 'marketplace', impact: 'degraded' }, { component: 'payouts', impact: 'degraded' })] })).toBe(1);
  });

  it('is 0 while 1 to 4 of 10 do not work (6 to 9 work: more than half)', () => {
    expect(value({ openIncidents: [incident({ component: 'marketplace', impact: 'partial_outage' })] })).toBe(0);
    // database down: REST API and Website; the disk names the same two, counted once
    expect(value({ failingItems: ['database', 'disk'] })).toBe(0);
    expect(notOperational({ failingItems: ['database', 'disk'] }).map(([c]) => c)).toEqual(['rest-api', 'website']);
    // 2 + exchange, statistics + websocket-api = 5 of 10 down: 5 work, not more than half
    expect(value({ failingItems: ['database', 'marketSimulator', 'websocket'] })).toBe(-1);
    expect(value({ failingItems: ['database', 'marketSimulator'] })).toBe(0);
  });

  it('is -1 when half or more do not work', () => {
    const five = incident(
      { component: 'stratum-eu-west', impact: 'major_outage' },
      { component: 'stratum-us-west', impact: 'major_outage' },
      { component: 'marketplace', impact: 'partial_outage' },
      { component: 'payouts', impact: 'major_outage' },
    );
    expect(value({ openIncidents: [five] })).toBe(0);
    expect(value({ openIncidents: [five], openMaintenance: [{ components: ['wallet'] }] })).toBe(-1);
  });

  it('puts the Website under maintenance when maintenance was set by hand, and an open window names its own', () => {
    expect(notOperational({ isMaintenance: true })).toEqual([['website', 'under_maintenance']]);
    expect(notOperational({ isMaintenance: true, openMaintenance: [{ components: ['payouts', 'wallet'] }] })).toEqual([
      ['payouts', 'under_maintenance'],
      ['wallet', 'under_maintenance'],
    ]);
    expect(value({ isMaintenance: true })).toBe(0);
  });

  it("lets staff's word win: an incident over a window, a window over a failing check", () => {
    const states = liveComponentStates({
      ...calm,
      openIncidents: [incident({ component: 'rest-api', impact: 'degraded' })],
      openMaintenance: [{ components: ['rest-api', 'website'] }],
      failingItems: ['database'],
    });
    expect(states['rest-api']).toBe('degraded');
    expect(states.website).toBe('under_maintenance');
  });

  it('takes all but the Stratum servers down while the system is unavailable: 2 of 10 work, -1', () => {
    const states = liveComponentStates({ ...calm, unavailable: true, openIncidents: [incident({ component: 'payouts', impact: 'degraded' })] });
    expect(STATUS_COMPONENTS.filter((c) => states[c] === 'major_outage')).toHaveLength(8);
    expect(states['stratum-eu-west']).toBe('operational');
    expect(value({ unavailable: true })).toBe(-1);
  });

  it('gives the same value as the summary for the same states', () => {
    const states = liveComponentStates({ ...calm, failingItems: ['websocket'] });
    expect(serviceStatusValue(monitorItemsOf(states).map((m) => m.status))).toBe(statusValue(states));
    expect(monitorItemsOf(states).find((m) => m.name === 'websocket-api')).toEqual({ name: 'websocket-api', status: 1, state: 'major_outage' });
  });
});
