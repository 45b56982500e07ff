import { type NewsDetail, newsDetailSchema } from '@pulse/shared/contracts/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { newsQueryKey } from './get-news-list';

export const newsDetailQueryKey = (id: string) => [...newsQueryKey, 'detail', id] as const;

// spec B §2 News detail; a draft asked for by an employee answers 404, as a missing id does.
export const getNews = async (id: string, signal?: AbortSignal): Promise<NewsDetail> =>
  newsDetailSchema.parse(await apiClient.get(`/news/${encodeURIComponent(id)}`, signal));

export const getNewsQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: newsDetailQueryKey(id ?? ''),
    queryFn: ({ signal }) => getNews(id ?? '', signal),
    enabled: id !== undefined,
    // The edit form is filled from what the server holds now, not from an earlier visit.
    staleTime: 0,
  });

// `undefined` when there is nothing to load (add mode, or an id that cannot name an update).
export const useNews = (id: string | undefined) => useQuery(getNewsQueryOptions(id));
