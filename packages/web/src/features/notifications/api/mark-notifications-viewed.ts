import { type NotificationList, notificationListSchema } from '@pulse/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export const markNotificationsViewed = async (): Promise<NotificationList> =>
  notificationListSchema.parse(await apiClient.post('/notifications/mark-viewed'));

// spec B §4: the list is replaced by the server's response.
export const useMarkNotificationsViewed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsViewed,
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryKey, list),
  });
};
