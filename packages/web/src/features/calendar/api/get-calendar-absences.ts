import { type CalendarEntry, calendarEntryListSchema } from '@pulse/shared/contracts/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const calendarQueryKey = ['calendar'] as const;

export type CalendarRange = {
  from: string;
  to: string;
  departmentId?: string | undefined;
  projectId?: string | undefined;
};

const searchOf = (range: CalendarRange) => {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  if (range.departmentId) search.set('departmentId', range.departmentId);
  if (range.projectId) search.set('projectId', range.projectId);
  return search.toString();
};

export const getCalendarAbsences = async (
  range: CalendarRange,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> =>
  calendarEntryListSchema.parse(await apiClient.get(`/calendar/absences?${searchOf(range)}`, signal)).items;

export const getCalendarAbsencesQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: [...calendarQueryKey, 'absences', range],
    queryFn: ({ signal }) => getCalendarAbsences(range, signal),
    // Stepping to the next month keeps the grid until its absences arrive, instead of a blank flash.
    placeholderData: keepPreviousData,
  });

export const useCalendarAbsences = (range: CalendarRange) => useQuery(getCalendarAbsencesQueryOptions(range));
