import { describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS, FORM_NAMES, findEndpoint, pathMatcher, routePattern } from './api-contract';
import { FORM_SCHEMAS } from './forms';

/** Spec section 6: paths containing these are never signed... */
const NEVER_SIGNED_MARKERS = ['/public/', 'main/api/v2/mining/external/'];
/** ...except the solo-team public hashpower path, which is: a team's hash power is shown to its members. */
const SOLO_TEAM_HASHPOWER_PATH = 'main/api/v2/public/solo/team/hashpower';
/** Calls spec sections 6 and 7 mark unsigned. */
const SPEC_UNSIGNED = [
  'api/v2/auth/register',
  'api/v2/auth/login',
  'api/v2/auth/useLoginToken/{loginToken}',
  'main/api/v2/mining/algorithms',
  'exchange/api/v2/info/status',
  'riskmanagement/api/v2/lawEnforcementRequest',
];

describe('the API contract', () => {
  it('never signs a path containing /public/ or main/api/v2/mining/external/, except the solo-team hashpower path', () => {
    const marked = API_ENDPOINTS.filter((e) => NEVER_SIGNED_MARKERS.some((marker) => `/${e.path}/`.includes(marker)));
    expect(marked.map((e) => e.name)).toEqual(expect.arrayContaining(['currencies', 'profcalcDevices', 'globalStatsCurrent', 'minerRigs', 'banners']));
    for (const endpoint of marked) expect(endpoint.signed, endpoint.path).toBe(endpoint.path === SOLO_TEAM_HASHPOWER_PATH);
  });

  it('signs none of the calls the spec marks unsigned, nor the ones needed before a session', () => {
    const listed = API_ENDPOINTS.filter((e) => SPEC_UNSIGNED.includes(e.path));
    expect(listed.map((e) => e.name)).toEqual(expect.arrayContaining(['useLoginToken', 'algorithms', 'exchangeStatus']));
    for (const endpoint of [...listed, API.time, API.systemFlags]) expect(endpoint.signed, endpoint.path).toBe(false);
  });

  it('gives a cache lifetime only to unsigned GETs: the server answers a cached target before any signature check', () => {
    const cached = API_ENDPOINTS.filter((e) => e.cacheTtlSeconds !== undefined);
    expect(cached.map((e) => e.name)).toEqual(expect.arrayContaining(['currencies']));
    for (const endpoint of cached) expect([endpoint.method, endpoint.signed], endpoint.path).toEqual(['GET', false]);
  });

  it("signs the signed-in user's calls, and sends no organization with the user-level ones", () => {
    for (const endpoint of [API.accounts, API.profile, API.logout, API.notifications, API.activity]) expect(endpoint.signed, endpoint.path).toBe(true);
    for (const endpoint of [API.profile, API.updateProfile, API.updateProfileMeta, API.logout]) expect(endpoint.organizationScoped).toBe(false);
  });

  it('gives a cache time and an offline reason only to public GETs', () => {
    for (const endpoint of API_ENDPOINTS.filter((e) => e.cacheTtlSeconds !== undefined || e.offline !== undefined)) {
      expect(endpoint.method, endpoint.name).toBe('GET');
      expect(endpoint.signed, endpoint.name).toBe(false);
      expect(endpoint.cacheTtlSeconds, endpoint.name).toBeGreaterThan(0);
    }
  });

  it('lists each method and path once', () => {
    const keys = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches request paths with a trailing slash and fills parameters', () => {
    expect(routePattern(API.profcalcRates)).toBe('/main/api/v2/exchangeRate/profcalcRates/:id');
    expect(pathMatcher(API.profcalcRates).test('/main/api/v2/exchangeRate/profcalcRates/7/')).toBe(true);
    expect(findEndpoint('/main/api/v2/public/currencies/')?.name).toBe('currencies');
    expect(findEndpoint('/main/api/v2/public/currencies/extra')).toBeUndefined();
    expect(findEndpoint('/api/v2/auth/logout', 'DELETE')?.name).toBe('logout');
  });

  it('names every entry by its own key', () => {
    for (const [key, entry] of Object.entries(API)) expect(entry.name).toBe(key);
  });

  it('lists as forms exactly the unsigned POSTs marked form, each with a body schema', () => {
    expect([...FORM_NAMES].sort()).toEqual(Object.keys(FORM_SCHEMAS).sort());
    expect(FORM_NAMES).toContain('businessDevelopment');
    for (const name of FORM_NAMES) expect([API[name].method, API[name].signed], name).toEqual(['POST', false]);
    for (const name of FORM_NAMES) expect(FORM_SCHEMAS[name].title, `${name} names itself in the API documents`).toMatch(/^\S.{8,}/);
  });
});
