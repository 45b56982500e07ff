import type { QueryClient } from '@tanstack/react-query';
import { activityCategoriesQueryKey } from './get-activity-categories';

// After any change to the categories: the list, and every page that sorts time by them (the
// activity viewer's window usage, Reports → Productivity), as rules re-label past days too. Those
// pages' keys start with 'activity' and 'reports' (features/activity/api).
export const refreshAfterCategoryChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: activityCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['activity'] }),
    queryClient.invalidateQueries({ queryKey: ['reports'] }),
  ]);
