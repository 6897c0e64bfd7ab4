/** GET api/v2/forms/captcha: a fresh proof-of-work challenge (ALTCHA), never cached. */
import { API } from '../../../config/api-contract';
import type { AnswerOf } from '../../../config/api';
import { api } from '../../../lib/api';

export type CaptchaChallenge = AnswerOf<'formCaptcha'>;

export function getCaptcha(): Promise<CaptchaChallenge> {
  return api.call(API.formCaptcha, { retry: 0 });
}
