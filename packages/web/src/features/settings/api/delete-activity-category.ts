import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './category-changes';

export const deleteActivityCategory = async (id: string): Promise<void> => {
  await apiClient.delete(`/activity-categories/${encodeURIComponent(id)}`);
};

export const useDeleteActivityCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivityCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
};
