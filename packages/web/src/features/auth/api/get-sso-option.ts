import { type SsoOption, ssoOptionSchema } from '@pulse/shared/contracts/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Single sign-on: an organisation's button, for its own sign-in address (/login?organization=<id>).
export const getSsoOption = async (organizationId: string, signal?: AbortSignal): Promise<SsoOption> =>
  ssoOptionSchema.parse(
    await apiClient.get(`/auth/sso/organizations/${encodeURIComponent(organizationId)}`, signal),
  );

export const getSsoOptionQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['auth', 'sso-option', 'organization', organizationId],
    queryFn: ({ signal }) => getSsoOption(organizationId, signal),
    retry: false,
  });

export const useSsoOptionForOrganization = (organizationId: string | undefined) =>
  useQuery({ ...getSsoOptionQueryOptions(organizationId ?? ''), enabled: organizationId !== undefined });
