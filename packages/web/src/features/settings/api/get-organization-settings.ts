import { type OrganizationSettings, organizationSettingsSchema } from '@pulse/shared/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const organizationSettingsQueryKey = ['organization', 'settings'] as const;

export const getOrganizationSettings = async (): Promise<OrganizationSettings> =>
  organizationSettingsSchema.parse(await apiClient.get('/organization/settings'));

export const getOrganizationSettingsQueryOptions = () =>
  queryOptions({ queryKey: organizationSettingsQueryKey, queryFn: getOrganizationSettings });

export const useOrganizationSettings = () => useQuery(getOrganizationSettingsQueryOptions());
