// GET /wps/captcha: a one-time captcha image (base64 PNG) and its id. Not cached: every answer uses one up.
import type { Captcha } from '../machines/captcha-machine';
import { authRequest } from './auth-request';

export const CAPTCHA_PATH = '/wps/captcha';

export function getCaptcha(): Promise<Captcha> {
  return authRequest<Captcha>(CAPTCHA_PATH);
}
