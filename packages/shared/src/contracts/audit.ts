import { z } from 'zod';
import { DATE_PATTERN, daysBetween } from '../domain/organization-day';
import { activityPulseTexts, trackingPrivacyTexts } from '../spec-texts';

// The audit trail of monitoring (Settings → Tracking privacy): who looked at whose screenshots, who
// changed what the tracker keeps, who decided manual time. Read on the Audit page (admins).

export const AUDIT_ACTIONS = [
  'screenshots.viewed',
  'screenshot.opened',
  'tracking-settings.changed',
  'screenshot-mode.changed',
  'screenshot.deleted',
  'manual-time.approved',
  'manual-time.denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'screenshots.viewed': 'Viewed screenshots',
  'screenshot.opened': 'Opened a screenshot',
  'tracking-settings.changed': 'Changed tracking settings',
  'screenshot-mode.changed': 'Changed screenshot mode',
  'screenshot.deleted': 'Deleted a screenshot',
  'manual-time.approved': 'Approved manual time',
  'manual-time.denied': 'Denied manual time',
};

export const AUDIT_PAGE_SIZE = 50;
// One export holds at most this many events (newest first); a longer range is narrowed first.
export const AUDIT_EXPORT_LIMIT = 50_000;
const MAX_AUDIT_RANGE_DAYS = 366;

const isoDate = z.iso.date(activityPulseTexts.dateInvalid);
const optionalId = z.union([z.uuid(), z.literal('')]).optional();

// Dates are the organisation's calendar days (inclusive); '' or absent filters mean "any".
const auditFilterShape = {
  from: isoDate,
  to: isoDate,
  action: z.union([auditActionSchema, z.literal('')]).optional(),
  // Who acted, and whom the action concerned.
  actorId: optionalId,
  subjectId: optionalId,
};

const checkRange = (range: { from: string; to: string }, context: z.RefinementCtx) => {
  if (!DATE_PATTERN.test(range.from) || !DATE_PATTERN.test(range.to)) return;
  const days = daysBetween(range.from, range.to);
  if (days < 0)
    context.addIssue({ code: 'custom', path: ['to'], message: activityPulseTexts.endBeforeStart });
  else if (days + 1 > MAX_AUDIT_RANGE_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: trackingPrivacyTexts.auditRangeTooLong });
};

export const auditExportQuerySchema = z.object(auditFilterShape).superRefine(checkRange);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditEventQuerySchema = z
  .object({
    ...auditFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type AuditEventQuery = z.input<typeof auditEventQuerySchema>;

export const auditEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  action: auditActionSchema,
  // The employee the action concerned, when there is one (names as they were at the time).
  subject: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  summary: z.string(),
  ipAddress: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  // Everyone the trail concerns (whatever the filters), for the page's employee filter: people who
  // have left are in the trail too, so the list of current employees would not do.
  subjects: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const auditExportFileName = (from: string, to: string) => `${from} To ${to} Audit Trail`;
