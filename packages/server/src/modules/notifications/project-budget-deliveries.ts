import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { formatMoney } from '@pulse/shared/domain/number-format';
import {
  type BudgetAlertThreshold,
  type BudgetMeasure,
  usedPercent,
} from '@pulse/shared/domain/project-consumption';
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
  // Hours (decimal) or an amount in the organisation's currency.
  consumed: number;
  estimate: number;
  currency: string;
  // Managers are told as managers; everyone else (the admins) as admins.
  managerIds: readonly string[];
  recipients: readonly NotifiedPerson[];
};

const measureNames: Record<BudgetMeasure, string> = { hours: 'estimated hours', budget: 'estimated budget' };

// In a sentence, hours are a duration ('318:04 h') and money is the organisation's ('₹3,12,725.00').
const figureOf = (event: ProjectBudgetEvent, value: number) =>
  event.measure === 'hours' ? formatDurationInProse(value * 60) : formatMoney(value, event.currency);

// What the project really used (176 %), and which threshold that crossed (100 %): the threshold
// alone read as if the project were exactly at its estimate.
export const projectBudgetDescription = (event: ProjectBudgetEvent) =>
  `${event.project.name} has used ${usedPercent(event.consumed, event.estimate)}% of its ` +
  `${measureNames[event.measure]} (${figureOf(event, event.consumed)} of ${figureOf(event, event.estimate)}) ` +
  `and crossed the ${event.threshold}% alert threshold.`;

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
    subject: `${projectPulseTexts.budgetAlertTitle}: ${event.project.name} crossed ${event.threshold}% of its ${measureNames[event.measure]}`,
    text: `${description}\n\nOpen Pulse to review the project.`,
  }));
  return { notifications, mails };
};
