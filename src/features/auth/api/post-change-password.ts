// POST /wps/member/password (T, E): the member's own password change (forced after a default or expired password).
import { useMutation } from '@tanstack/react-query';
import { authRequest, sealed } from './auth-request';

export const CHANGE_PASSWORD_PATH = '/wps/member/password';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export async function postChangePassword(request: ChangePasswordRequest): Promise<void> {
  await authRequest<unknown>(CHANGE_PASSWORD_PATH, { method: 'POST', body: await sealed(request) });
}

export const useChangePassword = () => useMutation({ mutationFn: postChangePassword });
