import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

export const deleteSsoSettings = async (): Promise<void> => {
  await apiClient.delete('/organization/sso');
};

export const useDeleteSsoSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSsoSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
};
