import { type ActivityCategoryList, activityCategoryListSchema } from '@pulse/shared/contracts/productivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const activityCategoriesQueryKey = ['settings', 'activity-categories'] as const;

export const getActivityCategories = async (signal?: AbortSignal): Promise<ActivityCategoryList> =>
  activityCategoryListSchema.parse(await apiClient.get('/activity-categories', signal));

export const getActivityCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: activityCategoriesQueryKey,
    queryFn: ({ signal }) => getActivityCategories(signal),
  });

export const useActivityCategories = () => useQuery(getActivityCategoriesQueryOptions());
