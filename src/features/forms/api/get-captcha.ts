/** GET api/v2/forms/captcha: a fresh proof-of-work challenge (ALTCHA), never cached. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export function getCaptcha(): Promise<CaptchaChallenge> {
  return api.call<CaptchaChallenge>(API.formCaptcha, { retry: 0 });
}
