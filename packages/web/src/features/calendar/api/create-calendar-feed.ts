import {
  type CalendarFeedKind,
  type CreatedCalendarFeed,
  createdCalendarFeedSchema,
} from '@pulse/shared/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarFeedsQueryKey } from './get-calendar-feeds';

export const createCalendarFeed = async (kind: CalendarFeedKind): Promise<CreatedCalendarFeed> =>
  createdCalendarFeedSchema.parse(await apiClient.post('/calendar/feeds', { kind }));

export const useCreateCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
};
