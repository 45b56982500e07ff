import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { savedReportsQueryKey } from './get-saved-reports';

export const deleteSavedReport = async (id: string): Promise<void> => {
  await apiClient.delete(`/saved-reports/${encodeURIComponent(id)}`);
};

export const useDeleteSavedReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportsQueryKey }),
  });
};
