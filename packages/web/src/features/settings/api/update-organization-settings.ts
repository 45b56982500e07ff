import {
  type OrganizationSettings,
  type OrganizationSettingsPatch,
  organizationSettingsSchema,
} from '@pulse/shared/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-client';
import { organizationSettingsQueryKey } from './get-organization-settings';

export const updateOrganizationSettings = async (
  patch: OrganizationSettingsPatch,
): Promise<OrganizationSettings> =>
  organizationSettingsSchema.parse(await apiClient.patch('/organization/settings', patch));

// spec A §2: the switches (and the currency) save on change. The screen shows the new value at once
// and puts the old one back when the server refuses.
export const useUpdateOrganizationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: organizationSettingsQueryKey });
      const previous = queryClient.getQueryData<OrganizationSettings>(organizationSettingsQueryKey);
      if (previous) queryClient.setQueryData(organizationSettingsQueryKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(organizationSettingsQueryKey, context.previous);
    },
    onSuccess: (settings, patch) => {
      queryClient.setQueryData(organizationSettingsQueryKey, settings);
      // Project budgets and rates carry the currency's symbol (spec B §2); the projects feature's
      // queries start with 'projects', and features do not import each other. The session carries the
      // currency that every other figure is written in (number-format.ts).
      if (patch.currency !== undefined)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: ['projects'] }),
          queryClient.invalidateQueries({ queryKey: meQueryKey }),
        ]);
    },
  });
};
