import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../domain/organization-day';
import { activityPulseTexts, trackingPrivacyTexts } from '../spec-texts';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';

// The audit trail (Settings → Tracking privacy; hardening: audit trail): who looked at whose
// screenshots, who changed what the tracker keeps, who decided manual time, and every other
// security-relevant action: sign-ins and lockouts, role and status changes, deletions, payroll,
// exports of personal data, settings. Read on the Audit page (admins); nobody edits or deletes it.

export const AUDIT_ACTIONS = [
  'screenshots.viewed',
  'screenshot.opened',
  'tracking-settings.changed',
  'screenshot-mode.changed',
  'screenshot.deleted',
  'manual-time.approved',
  'manual-time.denied',
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.locked-out',
  'employee.role-changed',
  'employee.status-changed',
  'employee.password-changed',
  'employee.deleted',
  'employee.invited',
  'invitation.resent',
  'invitation.accepted',
  'employees.imported',
  'employee.provisioned',
  'marked-absent.withdrawn',
  'payroll.uploaded',
  'payroll.replaced',
  'payroll.deleted',
  'personal-data.exported',
  'saved-report.created',
  'saved-report.changed',
  'saved-report.deleted',
  'organization-settings.changed',
  'leave-settings.changed',
  'master-data.changed',
  'two-factor.enabled',
  'two-factor.disabled',
  'two-factor.reset',
  'two-factor.recovery-code-used',
  'two-factor.recovery-codes-regenerated',
  'two-factor-policy.changed',
  'sso.connected',
  'sso.changed',
  'sso.removed',
  'mail.resent',
  'tracker-sign-in.approved',
  'tracker-sign-in.denied',
  'password.reset-requested',
  'password.reset',
  'password.changed',
  'timesheet.submitted',
  'timesheet.approved',
  'timesheet.rejected',
  'timesheets.locked',
  'timesheets.unlocked',
  'calendar-feed.created',
  'calendar-feed.revoked',
  'api-token.created',
  'api-token.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.redelivered',
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
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.locked-out': 'Sign-in locked out',
  'employee.role-changed': 'Changed an employee’s role',
  'employee.status-changed': 'Changed an employee’s status',
  'employee.password-changed': 'Changed an employee’s password',
  'employee.deleted': 'Deleted an employee',
  'employee.invited': 'Invited an employee to choose a password',
  'invitation.resent': 'Sent an invitation again',
  'invitation.accepted': 'Accepted an invitation and chose a password',
  'employees.imported': 'Imported employees',
  'employee.provisioned': 'Created an employee at their first single sign-on',
  'marked-absent.withdrawn': 'Withdrew a Marked Absent: work or leave was recorded for the day',
  'payroll.uploaded': 'Uploaded a salary sheet',
  'payroll.replaced': 'Replaced a salary sheet',
  'payroll.deleted': 'Deleted a salary sheet',
  'personal-data.exported': 'Exported personal data',
  'saved-report.created': 'Saved a report',
  'saved-report.changed': 'Changed a saved report',
  'saved-report.deleted': 'Deleted a saved report',
  'organization-settings.changed': 'Changed organisation settings',
  'leave-settings.changed': 'Changed leave settings',
  'master-data.changed': 'Changed banks, designations, departments or shifts',
  'two-factor.enabled': 'Turned on two-factor sign-in',
  'two-factor.disabled': 'Turned off two-factor sign-in',
  'two-factor.reset': 'Reset two-factor sign-in',
  'two-factor.recovery-code-used': 'Signed in with a recovery code',
  'two-factor.recovery-codes-regenerated': 'Made new recovery codes',
  'two-factor-policy.changed': 'Changed the two-factor sign-in rule',
  'sso.connected': 'Connected single sign-on',
  'sso.changed': 'Changed single sign-on',
  'sso.removed': 'Removed single sign-on',
  'mail.resent': 'Sent failed mail again',
  'tracker-sign-in.approved': 'Approved a tracker sign-in by code',
  'tracker-sign-in.denied': 'Denied a tracker sign-in by code',
  'password.reset-requested': 'Asked for a password reset link',
  'password.reset': 'Set a new password from a reset link',
  'password.changed': 'Changed their own password',
  'timesheet.submitted': 'Submitted a weekly timesheet',
  'timesheet.approved': 'Approved a weekly timesheet',
  'timesheet.rejected': 'Rejected a weekly timesheet',
  'timesheets.locked': 'Locked timesheets (payroll closed)',
  'timesheets.unlocked': 'Unlocked timesheets',
  'calendar-feed.created': 'Subscribed to a calendar feed',
  'calendar-feed.revoked': 'Revoked a calendar feed',
  'api-token.created': 'Created an API token',
  'api-token.revoked': 'Revoked an API token',
  'webhook.created': 'Subscribed a webhook',
  'webhook.changed': 'Changed a webhook',
  'webhook.deleted': 'Deleted a webhook',
  'webhook.redelivered': 'Sent a webhook delivery again',
};

// The Audit page's action filter offers the actions under these headings, in this order. A Record,
// so a new action cannot be added without a heading (and a label, above).
export const AUDIT_ACTION_GROUP_LABELS = [
  'Sign-in',
  'People',
  'Payroll',
  'Exports',
  'Settings',
  'Monitoring',
] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUP_LABELS)[number];

export const AUDIT_ACTION_GROUPS: Record<AuditAction, AuditActionGroup> = {
  'screenshots.viewed': 'Monitoring',
  'screenshot.opened': 'Monitoring',
  'tracking-settings.changed': 'Settings',
  'screenshot-mode.changed': 'Monitoring',
  'screenshot.deleted': 'Monitoring',
  'manual-time.approved': 'Monitoring',
  'manual-time.denied': 'Monitoring',
  'sign-in.succeeded': 'Sign-in',
  'sign-in.failed': 'Sign-in',
  'sign-in.locked-out': 'Sign-in',
  'employee.role-changed': 'People',
  'employee.status-changed': 'People',
  'employee.password-changed': 'People',
  'employee.deleted': 'People',
  'employee.invited': 'People',
  'invitation.resent': 'People',
  'invitation.accepted': 'Sign-in',
  'employees.imported': 'People',
  'employee.provisioned': 'People',
  'marked-absent.withdrawn': 'People',
  'payroll.uploaded': 'Payroll',
  'payroll.replaced': 'Payroll',
  'payroll.deleted': 'Payroll',
  'personal-data.exported': 'Exports',
  'saved-report.created': 'Exports',
  'saved-report.changed': 'Exports',
  'saved-report.deleted': 'Exports',
  'organization-settings.changed': 'Settings',
  'leave-settings.changed': 'Settings',
  'master-data.changed': 'Settings',
  'two-factor.enabled': 'Sign-in',
  'two-factor.disabled': 'Sign-in',
  'two-factor.reset': 'Sign-in',
  'two-factor.recovery-code-used': 'Sign-in',
  'two-factor.recovery-codes-regenerated': 'Sign-in',
  'two-factor-policy.changed': 'Settings',
  'sso.connected': 'Settings',
  'sso.changed': 'Settings',
  'sso.removed': 'Settings',
  'mail.resent': 'Settings',
  'tracker-sign-in.approved': 'Sign-in',
  'tracker-sign-in.denied': 'Sign-in',
  'password.reset-requested': 'Sign-in',
  'password.reset': 'Sign-in',
  'password.changed': 'Sign-in',
  'timesheet.submitted': 'Payroll',
  'timesheet.approved': 'Payroll',
  'timesheet.rejected': 'Payroll',
  'timesheets.locked': 'Payroll',
  'timesheets.unlocked': 'Payroll',
  // A feed's URL is a read-only credential, audited with the other credentials.
  'calendar-feed.created': 'Sign-in',
  'calendar-feed.revoked': 'Sign-in',
  'api-token.created': 'Sign-in',
  'api-token.revoked': 'Sign-in',
  // A webhook sends the organisation's events out: a setting, audited with the settings.
  'webhook.created': 'Settings',
  'webhook.changed': 'Settings',
  'webhook.deleted': 'Settings',
  'webhook.redelivered': 'Settings',
};

// Who acted, for events without a signed-in person (a failed sign-in, a lockout).
export const AUDIT_NO_ACTOR_NAME = 'Not signed in';

export const AUDIT_PAGE_SIZE = 50;
// One export holds at most this many events (newest first); a longer range is narrowed first.
export const AUDIT_EXPORT_LIMIT = 50_000;
const MAX_AUDIT_RANGE_DAYS = 366;

const isoDate = organizationDay(calendarDateSchema(activityPulseTexts.dateInvalid));
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
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return;
  const days = daysBetween(range.from, range.to);
  if (days < 0)
    context.addIssue({ code: 'custom', path: ['to'], message: activityPulseTexts.endBeforeStart });
  else if (days + 1 > MAX_AUDIT_RANGE_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: trackingPrivacyTexts.auditRangeTooLong });
};

export const auditExportQuerySchema = z.object(auditFilterShape).superRefine(checkRange);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditEventQuerySchema = z
  .object({ ...auditFilterShape, ...listPageQuerySchema(AUDIT_PAGE_SIZE).shape })
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

export const auditEventPageSchema = listPageSchema(auditEventSchema).extend({
  // Everyone the trail concerns (whatever the filters), for the page's employee filter: people who
  // have left are in the trail too, so the list of current employees would not do.
  subjects: z.array(z.object({ id: z.uuid(), name: z.string() })),
  // Everyone who acted in the trail, for the page's "Who" filter (same reason).
  actors: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const auditExportFileName = (from: string, to: string) => `${from} To ${to} Audit Trail`;
