/**
 * What the footer's status line names (issue 34): the components that are not
 * operational, worst first, from the status monitor's answer (the ten
 * components with their states, server/src/status/components-now.ts).
 */
import { COMPONENT_STATES, isStatusComponent, type ComponentState, type StatusComponent } from '../../config/status-components';

export interface Trouble {
  component: StatusComponent;
  state: Exclude<ComponentState, 'operational'>;
}

/** Worst first: a major outage before a partial one, before maintenance, before a degradation. */
const SEVERITY: Readonly<Record<Exclude<ComponentState, 'operational'>, number>> = {
  major_outage: 0,
  partial_outage: 1,
  under_maintenance: 2,
  degraded: 3,
};

export function troubleOf(monitors: ReadonlyArray<{ readonly name: string; readonly status: number; readonly state?: string }>): Trouble[] {
  const trouble: Trouble[] = [];
  for (const m of monitors) {
    if (!isStatusComponent(m.name)) continue;
    const known = (COMPONENT_STATES as readonly string[]).includes(m.state ?? '') ? (m.state as ComponentState) : undefined;
    // An answer without states (an older server) still says which items are down.
    const state = known ?? (Number(m.status) === 0 ? 'operational' : 'major_outage');
    if (state !== 'operational') trouble.push({ component: m.name, state });
  }
  return trouble.sort((a, b) => SEVERITY[a.state] - SEVERITY[b.state]);
}
