/** The route-table entry of the current location (undefined: not found). */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { matchRoute, type Route } from '../../config/paths';

export function useCurrentRoute(): Route | undefined {
  const [location] = useLocation();
  return useMemo(() => matchRoute(location)?.route, [location]);
}
