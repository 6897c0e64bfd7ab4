/** A status summary for the page's tests: statistics in a partial outage with two updates, a window open on the wallet, one past incident. */
import type { StatusSummary } from '../../config/api/status';
import { STATUS_COMPONENT_NAMES, STATUS_COMPONENTS } from '../../config/status-components';

export const GENERATED = Date.UTC(2026, 10, 28, 12, 30);
const HOUR = 60 * 60 * 1000;

/** 90 days: nothing measured before the last ten, full uptime but for one day at 99.52 %. */
const DAYS: Array<number | null> = Array.from({ length: 90 }, (_, i) => (i < 80 ? null : i === 85 ? 0.9952 : 1));

export const SUMMARY: StatusSummary = {
  status: 1,
  miningUnaffected: true,
  components: STATUS_COMPONENTS.map((id) => ({
    id,
    name: STATUS_COMPONENT_NAMES[id],
    state: id === 'statistics' ? 'partial_outage' : id === 'wallet' ? 'under_maintenance' : 'operational',
    uptime90d: id === 'payouts' ? null : id === 'statistics' ? 99.95 : 100,
    days: id === 'payouts' ? DAYS.map(() => null) : id === 'statistics' ? DAYS : DAYS.map((d) => (d === null ? null : 1)),
  })),
  incidents: [
    {
      id: 7,
      title: 'Charts <late>',
      state: 'identified',
      components: [{ component: 'statistics', impact: 'partial_outage' }],
      created: GENERATED - 2 * HOUR,
      resolved: null,
      postmortemUrl: null,
      updates: [
        { state: 'investigating', message: 'Charts lag.', created: GENERATED - 2 * HOUR },
        { state: 'identified', message: 'A slow query.', created: GENERATED - HOUR },
      ],
    },
    {
      id: 3,
      title: 'Payouts delayed',
      state: 'resolved',
      components: [{ component: 'payouts', impact: 'major_outage' }],
      created: GENERATED - 48 * HOUR,
      resolved: GENERATED - 47 * HOUR,
      postmortemUrl: 'https://hashvale.example/blog/post/payouts-delayed',
      updates: [
        { state: 'investigating', message: 'Payouts are late.', created: GENERATED - 48 * HOUR },
        { state: 'resolved', message: 'Payouts went out.', created: GENERATED - 47 * HOUR },
      ],
    },
  ],
  maintenance: [
    {
      id: 4,
      title: 'Wallet upgrade',
      message: 'Deposits wait until it ends.',
      components: ['wallet'],
      starts: GENERATED - HOUR / 2,
      ends: null,
      expectedMinMinutes: 45,
      expectedMaxMinutes: 90,
      cancelled: null,
    },
  ],
  generated: GENERATED,
};
