import {
  type ActivityCategory,
  type ActivityCategoryBody,
  activityCategorySchema,
} from '@pulse/shared/contracts/productivity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './category-changes';

// Adds a category (no id) or renames it / changes its level (with its id).
export const saveActivityCategory = async (input: {
  id?: string | undefined;
  body: ActivityCategoryBody;
}): Promise<ActivityCategory> =>
  activityCategorySchema.parse(
    input.id
      ? await apiClient.put(`/activity-categories/${encodeURIComponent(input.id)}`, input.body)
      : await apiClient.post('/activity-categories', input.body),
  );

export const useSaveActivityCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivityCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
};
