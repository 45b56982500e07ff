import { z } from 'zod';
import { listPageSchema } from './list-page';

// Webhooks: an administrator subscribes a URL to events; Pulse POSTs a small signed JSON body for
// each one (headers Pulse-Webhook-Id, Pulse-Webhook-Event, Pulse-Signature). Deliveries are queued
// and retried, and the last answer of each is shown.

export const WEBHOOK_EVENTS = {
  'leave.applied': 'Leave applied',
  'leave.decided': 'Leave approved or rejected',
  'timesheet.submitted': 'Timesheet week submitted',
  'timesheet.approved': 'Timesheet week approved',
  'employee.added': 'Employee added',
  'employee.relieved': 'Employee relieved',
  'project.budget_threshold': 'Project budget threshold reached',
  'policy.published': 'Policy published',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

// "Send test event" delivers this one; nobody subscribes to it.
export const WEBHOOK_PING_EVENT = 'ping';
export const webhookDeliveryEventSchema = z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT]);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
// Each organisation's list is answered whole.
export const WEBHOOKS_PER_ORGANIZATION_MAX = 20;
// The deliveries table shows the most recent ones of a subscription.
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const webhookTexts = {
  urlRequired: 'Please enter the URL that receives the events.',
  urlInvalid: 'Please enter an http:// or https:// URL.',
  urlTooLong: `The URL can be at most ${WEBHOOK_URL_MAX} characters.`,
  descriptionTooLong: `The description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  eventsRequired: 'Please choose at least one event.',
} as const;

const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, webhookTexts.urlRequired)
  .max(WEBHOOK_URL_MAX, webhookTexts.urlTooLong)
  // http or https only; user and password in a URL would be sent to whoever the host is.
  .pipe(z.url({ protocol: /^https?$/, message: webhookTexts.urlInvalid }))
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), webhookTexts.urlInvalid);

const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, webhookTexts.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const webhookDescriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, webhookTexts.descriptionTooLong);

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: webhookDescriptionSchema.default(''),
  events: webhookEventsSchema,
  // Lets the URL name a loopback or private-network address (an in-house receiver); off by default
  // so that nobody can make the server call into its own network.
  allowPrivateTargets: z.boolean().default(false),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  url: webhookUrlSchema.optional(),
  description: webhookDescriptionSchema.optional(),
  events: webhookEventsSchema.optional(),
  isActive: z.boolean().optional(),
  // Off again, the next delivery to a private address is refused (the worker checks before each one).
  allowPrivateTargets: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  isActive: z.boolean(),
  allowPrivateTargets: z.boolean(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

// The secret that signs the deliveries, shown this once (the receiver keeps it to check signatures).
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{43}$/;
export const createdWebhookSchema = webhookSchema.extend({
  secret: z.string().regex(WEBHOOK_SECRET_PATTERN),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = listPageSchema(webhookSchema);
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventType: webhookDeliveryEventSchema,
  eventId: z.uuid(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int().min(0),
  // The receiver's last HTTP status; null before the first answer or when none came (timeout, refused).
  lastStatusCode: z.number().int().nullable(),
  // The start of the receiver's last answer, as text.
  lastResponseExcerpt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = listPageSchema(webhookDeliverySchema);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookIdParamsSchema = z.object({ id: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });
