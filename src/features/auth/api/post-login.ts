// POST /wps/session/login (E): username or SMS login. A 200 with code verification_required is the new-IP second
// step, not a failure, so it resolves as { status: 'verify' }.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LoginOutcome, LoginRequest, VerificationMethod } from '../machines/login-machine';
import { AuthApiError } from '../utils/auth-error';
import { sealed } from './auth-request';

export const LOGIN_PATH = '/wps/session/login';

interface LoginValue {
  token?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  mustChangePassword?: boolean;
  captchaRequired?: boolean;
  verificationRequired?: boolean;
  verificationId?: string;
  methods?: VerificationMethod[];
}

/** Reads a login answer (also the answer of the new-IP verify call). */
export function toLoginOutcome(envelope: { success: boolean; code?: string; message?: string; value?: LoginValue }): LoginOutcome {
  const value = envelope.value ?? {};
  if (value.verificationRequired || envelope.code === 'verification_required') {
    return { status: 'verify', verificationId: value.verificationId ?? '', methods: value.methods ?? [] };
  }
  if (!envelope.success || !value.token) throw new AuthApiError(envelope);
  return {
    status: 'ok',
    token: value.token,
    firstTimeLogin: value.firstTimeLogin === true,
    passwordExpired: value.passwordExpired === true,
    mustChangePassword: value.mustChangePassword === true,
  };
}

export async function postLogin(request: LoginRequest): Promise<LoginOutcome> {
  return toLoginOutcome(await apiRequest<LoginValue>(LOGIN_PATH, { method: 'POST', body: await sealed(request) }));
}

export const useLogin = () => useMutation({ mutationFn: postLogin });
