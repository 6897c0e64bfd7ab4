/**
 * The open incidents a page shows (issue 34): those naming one of the
 * components the page depends on (src/config/status-pages.ts), newest first.
 * Plain, so the islands script can ask it before any React comes.
 */
import type { StatusIncident } from '../../config/api/status';
import type { StatusComponent } from '../../config/status-components';

type IncidentLike = Pick<StatusIncident, 'resolved' | 'created' | 'components'>;

export function incidentsFor<T extends IncidentLike>(incidents: readonly T[], components: readonly StatusComponent[]): T[] {
  return incidents.filter((i) => i.resolved === null && i.components.some((c) => components.includes(c.component))).sort((a, b) => b.created - a.created);
}
