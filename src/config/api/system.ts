/** Shapes of api/v2: server time, system flags, enumerations, the service status, the error tunnel and the API documents. */
import { Type, type Static } from '@sinclair/typebox';
import type { EndpointShape } from './shape.js';
import { COMPONENT_STATES } from '../status-components.js';

export const SystemFlag = Type.Object({
  flagName: Type.String({ description: 'IS_MAINTENANCE, SYSTEM_UNAVAILABLE, DISABLE_REGISTRATION, …' }),
  flagValue: Type.Boolean(),
});
export type SystemFlag = Static<typeof SystemFlag>;

export const MonitorItem = Type.Object({
  name: Type.String(),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 up (operational or degraded), 1 down.' }),
  state: Type.Optional(
    Type.Union(
      COMPONENT_STATES.map((s) => Type.Literal(s)),
      { description: "The component's state: operational, degraded, partial_outage, major_outage or under_maintenance." },
    ),
  ),
});
export type MonitorItem = Static<typeof MonitorItem>;

export const ServiceStatus = Type.Object({
  monitors: Type.Array(MonitorItem),
  checkedAt: Type.Integer({ description: 'Epoch ms.' }),
});
export type ServiceStatus = Static<typeof ServiceStatus>;

export const MonitorConfig = Type.Object({
  dsn: Type.String({ description: 'The DSN the browser SDK builds its envelopes for.' }),
  environment: Type.String(),
});
export type MonitorConfig = Static<typeof MonitorConfig>;

/** A JSON document (OpenAPI or AsyncAPI): described by its own specification, not here. */
const Document = Type.Object({}, { additionalProperties: true });

export const systemShapes = {
  time: {
    summary: 'Server time',
    description: 'Sign with this time (X-Time): a request more than 5 minutes from it is refused with 412.',
    tags: ['system'],
    answers: { 200: Type.Object({ serverTime: Type.Integer({ description: 'Epoch ms.' }) }) },
  },
  systemFlags: {
    summary: 'System flags',
    description: 'IS_MAINTENANCE shows the maintenance banner; SYSTEM_UNAVAILABLE the offline page.',
    tags: ['system'],
    answers: { 200: Type.Object({ list: Type.Array(SystemFlag) }) },
  },
  countries: {
    summary: 'Countries the exchange serves',
    description: 'Two-letter codes (ISO 3166-1 alpha-2).',
    tags: ['system'],
    answers: { 200: Type.Array(Type.String({ minLength: 2, maxLength: 2 })) },
  },
  monitorConfig: {
    summary: "The error monitor's settings for the browser",
    tags: ['monitor'],
    answers: { 200: MonitorConfig },
  },
  monitorEnvelope: {
    summary: 'Send an error report (a Sentry envelope)',
    description: 'Only envelopes for the DSN of monitorConfig pass; each client address may send a bounded number per minute.',
    tags: ['monitor'],
    body: Type.String({ description: 'A Sentry envelope: newline-separated JSON headers and items.' }),
    bodyMediaType: 'text/plain',
    answers: { 200: Type.Object({ outcome: Type.String({ description: 'stored, forwarded or dropped.' }) }) },
  },
  serviceStatus: {
    summary: 'Service status',
    description:
      'The ten status components (issue 34) as this server sees them: the open incidents and maintenance windows with its own checks and flags, each 0 working (operational or degraded) or 1 not. The status value (spec 4) is 1 when all work, 0 when more than half do, else -1.',
    tags: ['system'],
    answers: { 200: ServiceStatus },
  },
  openApi: {
    summary: 'This API as an OpenAPI 3.1 document',
    tags: ['system'],
    answers: { 200: Document },
  },
  asyncApi: {
    summary: 'The websockets as an AsyncAPI 3.0 document',
    tags: ['system'],
    answers: { 200: Document },
  },
} as const satisfies Record<string, EndpointShape>;
