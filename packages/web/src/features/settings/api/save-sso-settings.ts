import { type SaveSsoConnectionBody, type SsoSettings, ssoSettingsSchema } from '@pulse/shared/contracts/sso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

export const saveSsoSettings = async (body: SaveSsoConnectionBody): Promise<SsoSettings> =>
  ssoSettingsSchema.parse(await apiClient.put('/organization/sso', body));

export const useSaveSsoSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryKey, settings),
  });
};
