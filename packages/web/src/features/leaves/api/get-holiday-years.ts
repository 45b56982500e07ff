import { type HolidayYears, holidayYearsSchema } from '@pulse/shared/contracts/leaves';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const holidayYearsQueryKey = ['holidays', 'years'] as const;

// The years that have holidays, plus the current one, newest first.
export const getHolidayYears = async (signal?: AbortSignal): Promise<HolidayYears> =>
  holidayYearsSchema.parse(await apiClient.get('/holidays/years', signal));

export const getHolidayYearsQueryOptions = () =>
  queryOptions({ queryKey: holidayYearsQueryKey, queryFn: ({ signal }) => getHolidayYears(signal) });

export const useHolidayYears = () => useQuery(getHolidayYearsQueryOptions());
