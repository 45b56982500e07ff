import { NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import type { BudgetAlertThreshold, BudgetMeasure } from '@pulse/shared/domain/project-consumption';
import { formatConsumed } from '@pulse/shared/domain/project-consumption';
import { projectPulseTexts } from '@pulse/shared/spec-texts';
import type { OutgoingMail } from '../../lib/mail/outbox';
import type { NotifiedPerson } from './leave-deliveries';
import type { NewNotification } from './notifications.repository';

// A project's consumed hours or budget has reached a threshold of its estimate for the first time: its
// managers and the organisation's administrators hear of it, in the bell and by mail, each once.
export type ProjectBudgetEvent = {
  kind: 'project-budget';
  organizationId: string;
  project: { id: string; name: string };
  measure: BudgetMeasure;
  threshold: BudgetAlertThreshold;
  consumed: number;
  estimate: number;
  // Managers are told as managers; everyone else (the admins) as admins.
  managerIds: readonly string[];
  recipients: readonly NotifiedPerson[];
};

const measureNames: Record<BudgetMeasure, string> = { hours: 'estimated hours', budget: 'estimated budget' };

export const projectBudgetDescription = (event: ProjectBudgetEvent) =>
  `${event.project.name} has used ${event.threshold}% of its ${measureNames[event.measure]} ` +
  `(${formatConsumed(event.consumed)} of ${formatConsumed(event.estimate)}).`;

export const projectBudgetDeliveries = (
  event: ProjectBudgetEvent,
): { notifications: NewNotification[]; mails: OutgoingMail[] } => {
  const description = projectBudgetDescription(event);
  const notifications: NewNotification[] = event.recipients.map((person) => ({
    organizationId: event.organizationId,
    recipientId: person.id,
    leaveId: null,
    projectId: event.project.id,
    event: 'project-budget',
    recipientRole: event.managerIds.includes(person.id) ? NOTIFICATION_ROLE.manager : NOTIFICATION_ROLE.admin,
    description,
    sentBy: null,
  }));
  const mails: OutgoingMail[] = event.recipients.map((person) => ({
    organizationId: event.organizationId,
    to: person.officialEmail,
    subject: `${projectPulseTexts.budgetAlertTitle}: ${event.project.name} at ${event.threshold}%`,
    text: `${description}\n\nOpen Pulse to review the project.`,
  }));
  return { notifications, mails };
};
