import { type TimeSheet, type TimeSheetQuery, timeSheetSchema } from '@pulse/shared/contracts/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const timeSheetQueryKey = ['time-sheet'] as const;

const toSearchParams = (query: TimeSheetQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

export const getTimeSheet = async (query: TimeSheetQuery, signal?: AbortSignal): Promise<TimeSheet> =>
  timeSheetSchema.parse(await apiClient.get(`/time-sheet?${toSearchParams(query)}`, signal));

// The previous day's rows stay on screen while the next date loads, so the grid does not jump.
export const getTimeSheetQueryOptions = (query: TimeSheetQuery) =>
  queryOptions({
    queryKey: [...timeSheetQueryKey, query],
    queryFn: ({ signal }) => getTimeSheet(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTimeSheet = (query: TimeSheetQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTimeSheetQueryOptions(query), ...options });
