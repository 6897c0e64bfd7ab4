// Hand-computed cases for the status page's arithmetic (issue 34).
import { describe, expect, it } from 'vitest';
import { STATUS_COMPONENTS, type ComponentState, type StatusComponent } from './status-components';
import { componentStates, dailyUptime, miningUnaffected, statusValue, uptimePercent, type IncidentSpan } from './status-uptime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = Date.UTC(2026, 10, 28);
const now = today + 12 * HOUR;

const states = (overrides: Partial<Record<StatusComponent, ComponentState>>) =>
  Object.fromEntries(STATUS_COMPONENTS.map((c) => [c, overrides[c] ?? 'operational'])) as Record<StatusComponent, ComponentState>;

describe('dailyUptime and uptimePercent', () => {
  const incidents: IncidentSpan[] = [
    // yesterday 06:00-12:00, a major outage: 6 h of 24 down
    { components: [{ component: 'marketplace', impact: 'major_outage' }], start: today - DAY + 6 * HOUR, end: today - DAY + 12 * HOUR },
    // today 00:00-10:00 partial (30 %), overlapped 09:00-11:00 by a major one: 9 h × 0.3 + 2 h = 4.7 h of the 12 measured
    { components: [{ component: 'marketplace', impact: 'partial_outage' }], start: today, end: today + 10 * HOUR },
    {
      components: [
        { component: 'marketplace', impact: 'major_outage' },
        { component: 'payouts', impact: 'degraded' },
      ],
      start: today + 9 * HOUR,
      end: today + 11 * HOUR,
    },
  ];

  it('weighs each day by impact, counting overlaps once at the heaviest', () => {
    const bars = dailyUptime({ component: 'marketplace', incidents, failures: [], since: today - 2 * DAY, now, days: 3 });
    expect(bars.map((b) => b.day)).toEqual([today - 2 * DAY, today - DAY, today]);
    expect(bars[0]!.uptime).toBe(1);
    expect(bars[1]!.uptime).toBe(0.75);
    expect(bars[2]!.uptime).toBeCloseTo(1 - 4.7 / 12, 10);
    // 60 h measured, 6 + 4.7 h down
    expect(uptimePercent(bars)).toBeCloseTo((100 * (60 - 10.7)) / 60, 10);
  });

  it('does not count a degradation, nor another component, as down', () => {
    const bars = dailyUptime({ component: 'payouts', incidents, failures: [], since: today - 2 * DAY, now, days: 3 });
    expect(bars.map((b) => b.uptime)).toEqual([1, 1, 1]);
    expect(uptimePercent(bars)).toBe(100);
  });

  it('counts an open incident until now and a failed self-check for one minute of the components it takes down', () => {
    const open: IncidentSpan[] = [{ components: [{ component: 'website', impact: 'major_outage' }], start: today + 11 * HOUR, end: null }];
    const failures = [{ check: 'database' as const, at: today + 2 * HOUR }];
    const website = dailyUptime({ component: 'website', incidents: open, failures, since: today, now, days: 1 });
    // 1 h open + 1 min of the database check, of 12 h
    expect(website[0]!.uptime).toBeCloseTo(1 - (HOUR + 60_000) / (12 * HOUR), 10);
    const api = dailyUptime({ component: 'rest-api', incidents: open, failures, since: today, now, days: 1 });
    expect(api[0]!.uptime).toBeCloseTo(1 - 1 / 720, 10);
    expect(dailyUptime({ component: 'exchange', incidents: open, failures, since: today, now, days: 1 })[0]!.uptime).toBe(1);
  });

  it('leaves days before measuring began unmeasured, and a partly measured day weighs less', () => {
    const bars = dailyUptime({ component: 'marketplace', incidents, failures: [], since: today - DAY + 12 * HOUR, now, days: 3 });
    expect(bars[0]).toEqual({ day: today - 2 * DAY, uptime: null, measuredMs: 0 });
    // yesterday: 12 h measured from noon, the outage ended at noon
    expect(bars[1]!.uptime).toBe(1);
    expect(uptimePercent(bars)).toBeCloseTo((100 * (24 - 4.7)) / 24, 10);
    expect(uptimePercent(dailyUptime({ component: 'marketplace', incidents, failures: [], since: now, now, days: 3 }))).toBeNull();
  });

  it('gives 90 bars by default, today last', () => {
    const bars = dailyUptime({ component: 'marketplace', incidents: [], failures: [], since: 0, now });
    expect(bars).toHaveLength(90);
    expect(bars.at(-1)!.day).toBe(today);
    expect(bars[0]!.day).toBe(today - 89 * DAY);
  });
});

describe('componentStates', () => {
  it('takes the worst open impact, then maintenance, then a failing self-check', () => {
    const result = componentStates(
      [
        { components: [{ component: 'marketplace', impact: 'degraded' }], start: 0, end: null },
        {
          components: [
            { component: 'marketplace', impact: 'partial_outage' },
            { component: 'payouts', impact: 'major_outage' },
          ],
          start: 0,
          end: null,
        },
      ],
      [{ components: ['payouts', 'exchange'] }],
      ['market-feed'],
    );
    expect(result.marketplace).toBe('partial_outage');
    expect(result.payouts).toBe('major_outage');
    expect(result.exchange).toBe('under_maintenance');
    expect(result.statistics).toBe('major_outage');
    expect(result.website).toBe('operational');
  });
});

describe('statusValue (spec section 4 over the ten components)', () => {
  it('is 1 when every component works (a degradation still works)', () => {
    expect(statusValue(states({}))).toBe(1);
    expect(statusValue(states({ payouts: 'degraded' }))).toBe(1);
  });

  it('is 0 while more than half work', () => {
    expect(statusValue(states({ marketplace: 'major_outage' }))).toBe(0);
    // 4 of 10 not working: 6 work
    expect(
      statusValue(
        states({ marketplace: 'major_outage', payouts: 'partial_outage', exchange: 'under_maintenance', wallet: 'major_outage', website: 'degraded' }),
      ),
    ).toBe(0);
  });

  it('is -1 when half or fewer work', () => {
    const five = states({
      marketplace: 'major_outage',
      payouts: 'partial_outage',
      exchange: 'under_maintenance',
      wallet: 'major_outage',
      website: 'major_outage',
    });
    expect(statusValue(five)).toBe(-1);
  });
});

describe('miningUnaffected', () => {
  it('holds only when the trouble is with the website or statistics alone', () => {
    expect(miningUnaffected(states({}))).toBe(false);
    expect(miningUnaffected(states({ statistics: 'major_outage' }))).toBe(true);
    expect(miningUnaffected(states({ statistics: 'major_outage', website: 'degraded' }))).toBe(true);
    expect(miningUnaffected(states({ statistics: 'major_outage', 'stratum-eu-west': 'degraded' }))).toBe(false);
  });
});
