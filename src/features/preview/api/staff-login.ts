// POST /wps/preview/login: the staff login; the server answers with the httpOnly staff cookie.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { Staff, StaffLogin } from '../../../engine/preview-view';
import { staffSessionQueryOptions } from './get-staff-session';

export const STAFF_LOGIN_PATH = '/wps/preview/login';

export function postStaffLogin(body: StaffLogin): Promise<Staff> {
  return apiValue<Staff>(STAFF_LOGIN_PATH, { method: 'POST', body });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStaffLogin,
    onSuccess: (staff) => queryClient.setQueryData(staffSessionQueryOptions().queryKey, staff),
  });
}
