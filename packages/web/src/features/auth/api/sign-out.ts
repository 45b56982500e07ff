import { paths } from '@pulse/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-client';
import { closeSocket } from '../../../lib/socket';

export const signOut = async (): Promise<void> => {
  await apiClient.post('/auth/sign-out');
};

export type SignOutReason = 'logout' | 'inactivity';

// Why the last sign-out happened, for the sign-in screen to say. Kept in the tab's storage rather
// than in the navigation's state: the shell may also send the signed-out visitor to sign-in (it sees
// ['me'] turn null first, under load), and that navigation carries no state.
const SIGN_OUT_REASON_KEY = 'pulse.signOutReason';

export const readSignOutReason = (): SignOutReason | null => {
  try {
    const reason = sessionStorage.getItem(SIGN_OUT_REASON_KEY);
    return reason === 'logout' || reason === 'inactivity' ? reason : null;
  } catch {
    // Storage can be off; the sign-in screen then just does not say why.
    return null;
  }
};

export const forgetSignOutReason = () => {
  try {
    sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
  } catch {
    // See readSignOutReason.
  }
};

const rememberSignOutReason = (reason: SignOutReason) => {
  try {
    sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
  } catch {
    // See readSignOutReason.
  }
};

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
      rememberSignOutReason(reason);
      navigate(paths.signIn.getHref(), { replace: true });
      // spec B §4 Logout: the live connection is closed (the server also closes the session's sockets).
      closeSocket();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
};
