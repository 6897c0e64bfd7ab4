/**
 * Tools that need nothing from the network: their code is precached, so
 * offline they open even on a device that never opened them, and the offline
 * page offers them beside the saved pages (docs/pwa.md).
 */
import { buildPath, matchRoute, type RouteName } from '../../config/paths';
import type { MessageId } from '../../lib/intl';
import { normalisePagePath } from './visited-pages';

export const OFFLINE_TOOLS: ReadonlyArray<{ route: RouteName; label: MessageId }> = [{ route: 'stratumDoctor', label: 'offline.notCached.doctor' }];

export function isOfflineTool(path: string): boolean {
  const name = matchRoute(normalisePagePath(path))?.route.name;
  return OFFLINE_TOOLS.some((tool) => tool.route === name);
}

export function offlineToolPath(route: RouteName): string {
  return buildPath(route);
}
