/** POST api/v2/organization/featureToggles: switches toggles of the acting organization; answers all four. */
import { API } from '../../../config/api-contract';
import type { FeatureToggleKey, FeatureToggles } from '../../../config/feature-toggles';
import { api } from '../../../lib/api';

export function postFeatureToggles(change: Partial<Record<FeatureToggleKey, boolean>>): Promise<FeatureToggles> {
  return api.call(API.setFeatureToggles, { body: change });
}
