import { type CalendarFeedList, calendarFeedListSchema } from '@pulse/shared/contracts/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarQueryKey } from './get-calendar-absences';

export const calendarFeedsQueryKey = [...calendarQueryKey, 'feeds'] as const;

export const getCalendarFeeds = async (signal?: AbortSignal): Promise<CalendarFeedList> =>
  calendarFeedListSchema.parse(await apiClient.get('/calendar/feeds', signal));

export const getCalendarFeedsQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedsQueryKey, queryFn: ({ signal }) => getCalendarFeeds(signal) });

// Only while the Subscribe dialog is open.
export const useCalendarFeeds = (isEnabled: boolean) =>
  useQuery({ ...getCalendarFeedsQueryOptions(), enabled: isEnabled });
