import {
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type NotificationList,
  SOCKET_EVENTS,
} from '@pulse/shared/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectSocket } from '../../../lib/socket';
import { notificationsQueryKey } from '../api/get-notifications';

// spec B §4: new notifications arrive live and are put first.
export const mergeNotification = (
  list: NotificationList | undefined,
  notification: Notification,
): NotificationList | undefined => {
  if (!list) return list;
  const others = list.items.filter((item) => item.id !== notification.id);
  const isNew = others.length === list.items.length;
  return {
    ...list,
    items: [notification, ...others].slice(0, NOTIFICATION_LIST_LIMIT),
    total: isNew ? list.total + 1 : list.total,
    hasUnread: list.hasUnread || !notification.isViewed,
  };
};

// Keeps ['notifications'] current from the employee's socket; `onNotification` lets the page shell
// refresh what a notification is about (features do not know each other's queries).
export const useLiveNotifications = (
  employeeId: string,
  onNotification?: (notification: Notification) => void,
) => {
  const queryClient = useQueryClient();
  // The latest callback, without reconnecting the socket when it changes.
  const onNotificationRef = useRef(onNotification);
  onNotificationRef.current = onNotification;
  useEffect(() => {
    const socket = connectSocket(employeeId);
    const onCreated = (notification: Notification) => {
      const list = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (list) queryClient.setQueryData(notificationsQueryKey, mergeNotification(list, notification));
      else void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      onNotificationRef.current?.(notification);
    };
    // Events sent before this connection was up (the list was read while the socket was still
    // connecting, or the connection dropped) were missed: read the list again on every connect.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    socket.on(SOCKET_EVENTS.notificationCreated, onCreated);
    socket.on('connect', onConnect);
    return () => {
      socket.off(SOCKET_EVENTS.notificationCreated, onCreated);
      socket.off('connect', onConnect);
    };
  }, [employeeId, queryClient]);
};
