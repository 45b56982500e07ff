import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { holidaysQueryKey } from './get-holidays';

export const deleteHoliday = async (id: string): Promise<void> => {
  await apiClient.delete(`/holidays/${encodeURIComponent(id)}`);
};

export const useDeleteHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
};
