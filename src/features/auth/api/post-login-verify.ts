// POST /wps/session/login/verify: the second step of a login from a new IP; answers like the login.
import { apiRequest } from '../../../lib/api-client';
import type { LoginOutcome, VerificationMethod } from '../machines/login-machine';
import { toLoginOutcome } from './post-login';

export const LOGIN_VERIFY_PATH = '/wps/session/login/verify';

export interface LoginVerifyRequest {
  verificationId: string;
  method: VerificationMethod;
  code: string;
}

export async function postLoginVerify(request: LoginVerifyRequest): Promise<LoginOutcome> {
  return toLoginOutcome(await apiRequest(LOGIN_VERIFY_PATH, { method: 'POST', body: request }));
}
