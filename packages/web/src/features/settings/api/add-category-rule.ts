import {
  type CategoryRuleBody,
  type CategoryRuleDto,
  categoryRuleSchema,
} from '@pulse/shared/contracts/productivity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './category-changes';

export const addCategoryRule = async (input: {
  categoryId: string;
  body: CategoryRuleBody;
}): Promise<CategoryRuleDto> =>
  categoryRuleSchema.parse(
    await apiClient.post(`/activity-categories/${encodeURIComponent(input.categoryId)}/rules`, input.body),
  );

export const useAddCategoryRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategoryRule,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
};
