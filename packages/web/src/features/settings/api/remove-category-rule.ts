import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './category-changes';

export const removeCategoryRule = async (input: { categoryId: string; ruleId: string }): Promise<void> => {
  await apiClient.delete(
    `/activity-categories/${encodeURIComponent(input.categoryId)}/rules/${encodeURIComponent(input.ruleId)}`,
  );
};

export const useRemoveCategoryRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCategoryRule,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
};
