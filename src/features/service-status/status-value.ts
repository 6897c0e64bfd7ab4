/**
 * The service status value (spec section 4): 1 when every monitored item is
 * 0 (up), 0 when more than half are, otherwise -1. No items is unknown (-1).
 */
export type ServiceStatusValue = 1 | 0 | -1;

export function serviceStatusValue(items: readonly number[]): ServiceStatusValue {
  if (items.length === 0) return -1;
  const up = items.filter((item) => item === 0).length;
  if (up === items.length) return 1;
  return up > items.length / 2 ? 0 : -1;
}
