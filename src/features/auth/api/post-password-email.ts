// POST /wps/member/password/email: the reset by e-mail; success is the message in_been_out (spec P8-20).
import type { EmailResetRequest } from '../machines/forgot-password-machine';
import { authRequest } from './auth-request';

export const PASSWORD_EMAIL_PATH = '/wps/member/password/email';

export async function postPasswordEmail(request: EmailResetRequest): Promise<void> {
  // The contract takes JSON as well as the spec's form encoding; the shared client speaks JSON.
  await authRequest<unknown>(PASSWORD_EMAIL_PATH, { method: 'POST', body: request });
}
