import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@pulse/shared/contracts/webhooks';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { findSubscribedIds, insertDeliveries } from './webhooks.repository';

type Person = { id: string; name: string };

// What each event says: the resource's ids and plain facts, nothing an administrator could not read
// in Pulse, never a secret. The body adds the event's id, type, time and organisation.
export type WebhookEventData = {
  'leave.applied': { leaveId: string; employee: Person; fromDate: string; toDate: string };
  'leave.decided': {
    leaveId: string;
    employee: Person;
    fromDate: string;
    toDate: string;
    decision: 'approved' | 'rejected';
    decidedBy: Person;
  };
  'timesheet.submitted': { employee: Person; weekStart: string; weekEnd: string; totalMinutes: number };
  'timesheet.approved': {
    employee: Person;
    weekStart: string;
    weekEnd: string;
    totalMinutes: number;
    approvedBy: Person;
  };
  'employee.added': { employee: Person };
  'employee.relieved': { employee: Person; relievingDate: string | null };
  'project.budget_threshold': {
    project: Person;
    measure: 'hours' | 'budget';
    thresholdPercent: number;
    consumed: number;
    estimate: number;
    currency: string | null;
  };
  'policy.published': { policy: Person; version: number };
};

export type WebhookEvent = {
  [Type in WebhookEventType]: { type: Type; organizationId: string; data: WebhookEventData[Type] };
}[WebhookEventType];

export const webhookBodyOf = (
  event: { type: string; organizationId: string; data: object },
  eventId: string,
  occurredAt: Date,
) => ({
  id: eventId,
  type: event.type,
  occurredAt: occurredAt.toISOString(),
  organizationId: event.organizationId,
  data: event.data,
});

// The one way a use case reports an event to webhooks: one delivery row per subscription that asked
// for it, written in the caller's transaction, so the change and its deliveries commit together or
// not at all. The webhook worker sends them after the commit.
export const enqueueWebhookEvents = async (
  deps: Pick<Deps, 'clock'>,
  tx: Transaction,
  events: readonly WebhookEvent[],
) => {
  const now = deps.clock.now();
  for (const event of events) {
    const subscriptionIds = await findSubscribedIds(tx, event.organizationId, event.type);
    if (subscriptionIds.length === 0) continue;
    const eventId = randomUUID();
    const payload = webhookBodyOf(event, eventId, now);
    await insertDeliveries(
      tx,
      subscriptionIds.map((subscriptionId) => ({
        organizationId: event.organizationId,
        subscriptionId,
        eventType: event.type,
        eventId,
        payload,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }
};
