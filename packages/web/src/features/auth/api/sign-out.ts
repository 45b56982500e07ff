import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-client';
import { closeSocket } from '../../../lib/socket';

export const signOut = async (): Promise<void> => {
  await apiClient.post('/auth/sign-out');
};

export type SignOutReason = 'logout' | 'inactivity';
export type SignInLocationState = { signOutReason?: SignOutReason };

// Leaves the browser signed out even when the call fails (offline, session already gone): the cache
// of the previous employee's data is dropped either way.
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (_reason: SignOutReason) => {
      await signOut().catch(() => undefined);
    },
    onSettled: (_data, _error, reason) => {
      const state: SignInLocationState = { signOutReason: reason };
      // Navigate first: the shell sees ['me'] turn null while this navigation is pending and waits
      // for it instead of starting its own redirect, which would drop the reason.
      navigate(paths.signIn.getHref(), { replace: true, state });
      // spec B §4 Logout: the live connection is closed (the server also closes the session's sockets).
      closeSocket();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
};
