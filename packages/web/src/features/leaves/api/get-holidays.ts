import { type HolidayList, holidayListSchema } from '@pulse/shared/contracts/leaves';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Every holiday query starts with this, so a change refreshes the lists and the years together.
export const holidaysQueryKey = ['holidays'] as const;
export const holidayListQueryKey = (year: number) => [...holidaysQueryKey, 'list', year] as const;

// spec B §2 Holiday List: the holidays of one year, by date.
export const getHolidays = async (year: number, signal?: AbortSignal): Promise<HolidayList> =>
  holidayListSchema.parse(await apiClient.get(`/holidays?year=${year}`, signal));

export const getHolidaysQueryOptions = (year: number) =>
  queryOptions({ queryKey: holidayListQueryKey(year), queryFn: ({ signal }) => getHolidays(year, signal) });

export const useHolidays = (year: number) => useQuery(getHolidaysQueryOptions(year));
