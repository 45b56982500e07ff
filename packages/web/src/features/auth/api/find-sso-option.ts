import { type SsoOption, ssoOptionSchema } from '@pulse/shared/contracts/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Single sign-on: the button for an e-mail's domain. Asked per domain (the key), so typing the rest of
// an address asks nothing more.
export const findSsoOption = async (email: string, signal?: AbortSignal): Promise<SsoOption> =>
  ssoOptionSchema.parse(await apiClient.get(`/auth/sso/options?${new URLSearchParams({ email })}`, signal));

export const findSsoOptionQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['auth', 'sso-option', 'domain', domain],
    queryFn: ({ signal }) => findSsoOption(`someone@${domain}`, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useSsoOptionForDomain = (domain: string | null) =>
  useQuery({ ...findSsoOptionQueryOptions(domain ?? ''), enabled: domain !== null });
