/** POST api/v2/subscription/verify or unsubscribe with the token of a mailed link. */
import { API } from '../../../config/api-contract';
import type { AnswerOf } from '../../../config/api';
import { api } from '../../../lib/api';

export function postSubscriptionToken(action: 'verify' | 'unsubscribe', token: string): Promise<AnswerOf<'subscribeVerify' | 'unsubscribe'>> {
  return api.call(action === 'verify' ? API.subscribeVerify : API.unsubscribe, { body: { token } });
}

/** POST api/v2/platform/unsubscribe/{orgId}/{userId}/{unsubscribeToken}. */
export function postPlatformUnsubscribe(orgId: string, userId: string, unsubscribeToken: string): Promise<AnswerOf<'platformUnsubscribe'>> {
  return api.call(API.platformUnsubscribe, { params: { orgId, userId, unsubscribeToken } });
}
