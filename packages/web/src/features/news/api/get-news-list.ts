import { type NewsList, type NewsListQuery, newsListSchema } from '@pulse/shared/contracts/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Every news query (lists, detail) starts here, so a save, a delete or a live publish refreshes them
// all.
export const newsQueryKey = ['news'] as const;

const toSearchParams = (query: NewsListQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

// spec B §2 News updates: `all` (drafts too) for the administrators' list, `published` for everyone's;
// newest entry date first.
export const getNewsList = async (query: NewsListQuery, signal?: AbortSignal): Promise<NewsList> =>
  newsListSchema.parse(await apiClient.get(`/news?${toSearchParams(query)}`, signal));

// The previous page stays on screen while the next one loads.
export const getNewsListQueryOptions = (query: NewsListQuery) =>
  queryOptions({
    queryKey: [...newsQueryKey, 'list', query],
    queryFn: ({ signal }) => getNewsList(query, signal),
    placeholderData: keepPreviousData,
  });

export const useNewsList = (query: NewsListQuery) => useQuery(getNewsListQueryOptions(query));
