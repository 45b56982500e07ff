import { type DayActivity, type DayActivityQuery, dayActivitySchema } from '@pulse/shared/contracts/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const dayActivityQueryKey = ['activity', 'day'] as const;

// spec B §4: one request answers the day (totals, slots, thumbnail URLs, window usage); the images
// themselves load lazily from their URLs.
export const getDayActivity = async (query: DayActivityQuery, signal?: AbortSignal): Promise<DayActivity> => {
  const params = new URLSearchParams({ date: query.date });
  if (query.employeeCode) params.set('employeeCode', query.employeeCode);
  return dayActivitySchema.parse(await apiClient.get(`/activity/day?${params.toString()}`, signal));
};

export const getDayActivityQueryOptions = (query: DayActivityQuery) =>
  queryOptions({
    queryKey: [...dayActivityQueryKey, query],
    queryFn: ({ signal }) => getDayActivity(query, signal),
  });

export const useDayActivity = (query: DayActivityQuery) => useQuery(getDayActivityQueryOptions(query));
