import type { Notification } from '@pulse/shared/contracts/notifications';
import { EMPLOYEE_PROVISIONED_EVENT } from '@pulse/shared/domain/leave-notifications';
import { paths } from '@pulse/shared/paths';

// Where a bell item leads. An employee single sign-on created is its sender: the item opens their
// record to complete. The others open Leaves, as the bell always has (spec B §4).
export const notificationHref = (notification: Pick<Notification, 'event' | 'sentBy'>) =>
  notification.event === EMPLOYEE_PROVISIONED_EVENT && notification.sentBy
    ? paths.addEmployee.getHref(notification.sentBy.id)
    : paths.leaves.getHref();
