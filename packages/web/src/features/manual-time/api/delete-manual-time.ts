import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterManualTimeChange } from './manual-time-keys';

export const deleteManualTime = async (requestId: string): Promise<void> => {
  await apiClient.delete(`/manual-time/${encodeURIComponent(requestId)}`);
};

export const useDeleteManualTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManualTime,
    // Only a pending request is deleted: no Manual Time changes.
    onSuccess: () => refreshAfterManualTimeChange(queryClient, false),
  });
};
