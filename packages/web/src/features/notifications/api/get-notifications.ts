import { type NotificationList, notificationListSchema } from '@pulse/shared/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export const getNotifications = async (signal?: AbortSignal): Promise<NotificationList> =>
  notificationListSchema.parse(await apiClient.get('/notifications', signal));

// New ones arrive over the socket (use-live-notifications.ts), so the list is never polled.
export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
