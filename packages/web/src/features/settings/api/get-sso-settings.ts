import { type SsoSettings, ssoSettingsSchema } from '@pulse/shared/contracts/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const ssoSettingsQueryKey = ['organization', 'sso'] as const;

export const getSsoSettings = async (signal?: AbortSignal): Promise<SsoSettings> =>
  ssoSettingsSchema.parse(await apiClient.get('/organization/sso', signal));

export const getSsoSettingsQueryOptions = () =>
  queryOptions({ queryKey: ssoSettingsQueryKey, queryFn: ({ signal }) => getSsoSettings(signal) });

export const useSsoSettings = () => useQuery(getSsoSettingsQueryOptions());
