import { ssoTexts } from '@pulse/shared/contracts/sso';
import { EMPLOYEE_PROVISIONED_EVENT, NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NewNotification } from './notifications.repository';

// Single sign-on created an employee at their first sign-in: every administrator's bell asks them to
// complete the record. The new employee is the sender, which is how the bell links to their edit page.
// The bell only: the record waits in People, nothing in it is urgent enough for a mail.
export type EmployeeProvisionedNotificationEvent = {
  kind: 'employee-provisioned';
  organizationId: string;
  employee: { id: string; name: string };
  administrators: readonly { id: string }[];
};

export const employeeProvisionedDeliveries = (
  event: EmployeeProvisionedNotificationEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => ({
  notifications: event.administrators.map((administrator) => ({
    organizationId: event.organizationId,
    recipientId: administrator.id,
    leaveId: null,
    projectId: null,
    event: EMPLOYEE_PROVISIONED_EVENT,
    recipientRole: NOTIFICATION_ROLE.admin,
    description: ssoTexts.provisionedNotice(event.employee.name),
    sentBy: event.employee,
  })),
  mails: [],
});
