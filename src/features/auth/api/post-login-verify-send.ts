// POST /wps/session/login/verify/send: sends the new-IP verification code by SMS or e-mail.
import type { VerificationMethod } from '../machines/login-machine';
import { authRequest } from './auth-request';

export const LOGIN_VERIFY_SEND_PATH = '/wps/session/login/verify/send';

export async function postLoginVerifySend(request: { verificationId: string; method: VerificationMethod }): Promise<void> {
  await authRequest<unknown>(LOGIN_VERIFY_SEND_PATH, { method: 'POST', body: request });
}
