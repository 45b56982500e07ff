import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Whether the reset link still works; asked once when its page opens (a POST keeps the token out of
// the URL). A link that no longer works answers 400, which the page shows instead of the form.
export const checkResetLink = async (token: string): Promise<null> => {
  await apiClient.post('/auth/reset-password/check', { token });
  return null;
};

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLink = (token: string) =>
  useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
