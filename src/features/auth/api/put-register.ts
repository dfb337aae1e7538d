// PUT /wps/member/register (E) and PUT /wps/member/register/mobile (E): a new account, logged in at once.
import type { RegisterMethod } from '../machines/registration-machine';
import type { RegistrationPayload } from '../utils/registration-payload';
import { authRequest, sealed } from './auth-request';

export const REGISTER_PATHS: Readonly<Record<RegisterMethod, string>> = {
  username: '/wps/member/register',
  mobile: '/wps/member/register/mobile',
};

export async function putRegister(method: RegisterMethod, payload: RegistrationPayload): Promise<{ token: string }> {
  return authRequest<{ token: string }>(REGISTER_PATHS[method], { method: 'PUT', body: await sealed(payload) });
}
