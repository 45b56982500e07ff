import { NEWS_LIMITS, type NewsList, newsListSchema } from '@pulse/shared/contracts/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MINUTE_MS } from './dashboard-card-query';

// Under ['news'], so a save, a delete or a live publish (which refresh every news query) refreshes
// the tiles too.
export const dashboardNewsQueryKey = ['news', 'dashboard-tiles'] as const;

// The widest layout's first row of tiles: on screen when the dashboard opens, so their banners load
// at once, and one of them is the page's largest paint.
export const FIRST_ROW_TILES = 4;

// spec A §2, §9: at most 8 tiles, the newest published first (administrators see drafts in their own
// list, never here).
export const getDashboardNews = async (signal?: AbortSignal): Promise<NewsList> =>
  newsListSchema.parse(
    await apiClient.get(`/news?scope=published&pageSize=${NEWS_LIMITS.dashboardTiles}`, signal),
  );

export const dashboardNewsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardNewsQueryKey,
    queryFn: ({ signal }) => getDashboardNews(signal),
    staleTime: MINUTE_MS,
  });

export const useDashboardNews = () => useQuery(dashboardNewsQueryOptions());
