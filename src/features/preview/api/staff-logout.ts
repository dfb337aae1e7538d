// POST /wps/preview/logout: ends the staff session; the console forgets everything it loaded with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { staffSessionQueryOptions } from './get-staff-session';

export const STAFF_LOGOUT_PATH = '/wps/preview/logout';

export function postStaffLogout(): Promise<null> {
  return apiValue<null>(STAFF_LOGOUT_PATH, { method: 'POST', body: {} });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStaffLogout,
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: ['preview', 'views'] });
      queryClient.removeQueries({ queryKey: ['preview', 'merchants'] });
      // Asking again answers 403 staff_only, which shows the login form.
      await queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
    },
  });
}
