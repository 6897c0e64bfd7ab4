/** The URL prefixes the API answers under (spec section 7); everything else is the web app. */
export const API_PREFIXES = ['/api/', '/main/api/', '/exchange/api/', '/supportdesk/api/', '/riskmanagement/api/'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
