// POST /wps/member/password/verification (E): the reset by mobile number and SMS code (spec P7.1-17).
import type { MobileResetRequest } from '../machines/forgot-password-machine';
import { authRequest, sealed } from './auth-request';

export const PASSWORD_VERIFICATION_PATH = '/wps/member/password/verification';

export async function postPasswordVerification(request: MobileResetRequest): Promise<void> {
  const body = { ...request, verificationCode: request.verificationCode.trim() };
  await authRequest<unknown>(PASSWORD_VERIFICATION_PATH, { method: 'POST', body: await sealed(body) });
}
