/**
 * Shapes of the status page's JSON summary (issue 34), in the spirit of
 * Statuspage's summary.json: each component's state and 90-day uptime, the
 * open and recent incidents with every update, open and upcoming maintenance.
 * The incident and maintenance shapes are also what the admin commands print
 * with --json and what the repository returns.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMPONENT_STATES, INCIDENT_IMPACTS, INCIDENT_STATES, STATUS_COMPONENTS } from '../status-components.js';
import type { EndpointShape } from './shape.js';

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description ? { description } : {},
  );

const Ms = (description: string) => Type.Integer({ description: `${description} (epoch ms).` });
const MaybeMs = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description: `${description} (epoch ms), or null.` });

const Component = literals(STATUS_COMPONENTS);

export const StatusIncidentUpdate = Type.Object({
  state: literals(INCIDENT_STATES),
  message: Type.String(),
  created: Ms('When it was posted'),
});

export const StatusIncident = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  state: literals(INCIDENT_STATES, 'investigating, identified, monitoring or resolved.'),
  components: Type.Array(Type.Object({ component: Component, impact: literals(INCIDENT_IMPACTS) })),
  created: Ms('When it was opened'),
  resolved: MaybeMs('When it was resolved'),
  postmortemUrl: Type.Union([Type.String(), Type.Null()]),
  updates: Type.Array(StatusIncidentUpdate, { description: 'Every update, oldest first.' }),
});
export type StatusIncident = Static<typeof StatusIncident>;

export const StatusMaintenance = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  components: Type.Array(Component),
  starts: Ms('Start'),
  ends: MaybeMs('End, when one was given'),
  expectedMinMinutes: Type.Union([Type.Integer(), Type.Null()], { description: 'With no end: the shortest expected duration.' }),
  expectedMaxMinutes: Type.Union([Type.Integer(), Type.Null()], { description: 'With no end: the longest; the window is open until start + this.' }),
  cancelled: MaybeMs('When it was cancelled'),
});
export type StatusMaintenance = Static<typeof StatusMaintenance>;

export const StatusSummary = Type.Object({
  status: Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(-1)], {
    description: 'The status value (spec 4) over the components: 1 all work, 0 more than half work, else -1. Operational and degraded count as working.',
  }),
  miningUnaffected: Type.Boolean({ description: 'Only the website or statistics have trouble.' }),
  components: Type.Array(
    Type.Object({
      id: Component,
      name: Type.String(),
      state: literals(COMPONENT_STATES),
      uptime90d: Type.Union([Type.Number(), Type.Null()], {
        description: 'Percentage over the measured part of the last 90 days; null when nothing was measured.',
      }),
      days: Type.Array(Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]), {
        description:
          'The daily bars: the last 90 UTC days, oldest first, today (the day of `generated`) last; each the share of its measured time the component was up (0 to 1), null when nothing was measured.',
      }),
    }),
  ),
  incidents: Type.Array(StatusIncident, { description: 'Open incidents, then those resolved in the last 90 days, newest first.' }),
  maintenance: Type.Array(StatusMaintenance, { description: 'Windows open now or to come, soonest first (not cancelled).' }),
  generated: Ms('When this summary was computed'),
});
export type StatusSummary = Static<typeof StatusSummary>;

export const statusShapes = {
  statusSummary: {
    summary: 'Status summary',
    description:
      'The status page as JSON: components with their state and 90-day uptime, incidents with every update, maintenance. Public, cached a few seconds.',
    tags: ['system'],
    answers: { 200: StatusSummary },
  },
} as const satisfies Record<string, EndpointShape>;
