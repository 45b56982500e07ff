import type { Notification } from '@pulse/shared/contracts/notifications';
import type { TopBarNotifications } from '../../../components/layouts/top-bar';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsViewed } from '../api/mark-notifications-viewed';
import { notificationHref } from '../notification-href';
import { formatNotificationTime } from '../notification-time';
import { useLiveNotifications } from './use-live-notifications';

// What the top bar's bell needs: the list (kept live from the socket) and mark-viewed.
export const useNotificationBell = (
  employee: { id: string; timeZone: string },
  onNotification?: (notification: Notification) => void,
): TopBarNotifications => {
  useLiveNotifications(employee.id, onNotification);
  const { data } = useNotifications();
  const markViewed = useMarkNotificationsViewed();
  return {
    list: data,
    onMarkViewed: () => {
      if (!markViewed.isPending) markViewed.mutate();
    },
    formatTime: (createdAt) => formatNotificationTime(createdAt, employee.timeZone),
    hrefOf: notificationHref,
  };
};
