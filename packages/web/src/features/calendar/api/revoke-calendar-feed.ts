import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarFeedsQueryKey } from './get-calendar-feeds';

export const revokeCalendarFeed = async (id: string): Promise<void> => {
  await apiClient.delete(`/calendar/feeds/${encodeURIComponent(id)}`);
};

export const useRevokeCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
};
