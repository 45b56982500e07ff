import { todayIn } from '@pulse/shared/domain/organization-day';
import {
  duePeriod,
  type MailedSchedule,
  type ReportPeriod,
  scheduledReportTitle,
} from '@pulse/shared/domain/report-schedule';
import { ROLE } from '@pulse/shared/domain/roles';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { enqueueMails, MAIL_ATTACHMENTS_MAX_BYTES } from '../../lib/mail/outbox';
import type { OrganizationContext } from '../../lib/organization-context';
import { runTransaction } from '../../lib/transaction';
import { buildReportFile, type ReportFile } from '../activity/report-file';
import { recordAuditEvent } from '../audit/audit.service';
import { loadActiveOrganizationContexts } from '../organization/organization.service';
import { claimPeriod, findOwedReports, findPeople, type SavedReportRow } from './saved-reports.repository';

// The saved reports' schedules (domain/report-schedule.ts): every hour, each weekly or monthly report
// that owes the period due today in its organisation's zone is built as the owner's Export would build
// it now and mailed to its recipients, one mail each with the file attached. Safe to run at any time,
// twice, or on every instance at once: the period is claimed by one conditional update in the
// transaction that writes the mails, so exactly one run sends it.

export type ScheduleRunResult = { sent: number; mails: number; failed: number };

// The owner as the caller of the export: what their session could do now, not when they saved (an
// administrator since demoted gets their own time only).
const ownerAuth = (owner: { id: string; roleId: number }, organization: OrganizationContext): Auth => ({
  sessionId: 'report-schedule',
  employeeId: owner.id,
  organizationId: organization.id,
  roleId: owner.roleId === ROLE.admin ? ROLE.admin : ROLE.employee,
  organization,
});

// What the mail says of its file: attached; none, as nothing was recorded or the report cannot be
// made any more (its project is no longer the owner's to see); or too large to carry.
const fileOf = (outcome: ReportFile | AppError | null) => {
  if (outcome instanceof AppError) return { line: texts.mailNotMade(outcome.message), attached: null };
  if (!outcome) return { line: texts.mailNoRecord, attached: null };
  const size = outcome.body.byteLength;
  if (size > MAIL_ATTACHMENTS_MAX_BYTES)
    return { line: texts.mailTooLarge((size / 1_000_000).toFixed(1)), attached: null };
  return { line: texts.mailAttached(outcome.fileName), attached: outcome };
};

// Builds, claims and mails one report's period; answers how many mails it wrote, or null when
// another run had claimed it (or the report changed since it was read).
const sendReport = async (
  deps: Deps,
  organization: OrganizationContext,
  report: SavedReportRow & { schedule: MailedSchedule },
  period: ReportPeriod,
): Promise<number | null> => {
  const [owner] = await findPeople(deps.db, organization.id, [report.ownerId]);
  // An owner who left: their schedules stop with their sign-in (and start again if they come back).
  if (!owner?.isActive) return null;
  const auth = ownerAuth(owner, organization);
  const isAdmin = auth.roleId === ROLE.admin;
  // Anyone but an administrator gets their own time, mailed to themselves (as when saved).
  const filter = {
    ...period,
    employeeId: isAdmin ? (report.employeeId ?? undefined) : owner.id,
    projectId: report.projectId ?? undefined,
  };
  const recipients = (
    await findPeople(deps.db, organization.id, isAdmin ? report.recipientIds : [owner.id])
  ).filter((person) => person.isActive);
  // Built before the claim: the transaction below stays short, and on PGlite (one connection) a
  // transaction cannot wait for reads made outside it.
  const outcome = await buildReportFile(deps, auth, filter, report.format).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
  const title = scheduledReportTitle(report.schedule, report.name, period);
  const { line, attached } = fileOf(outcome);
  const text = [`${title}.`, '', line, '', texts.mailFooter(owner.name)].join('\n');
  const attachments = attached
    ? [{ fileName: attached.fileName, contentType: attached.contentType, content: attached.body }]
    : [];
  return runTransaction(deps.db, async (tx) => {
    if (!(await claimPeriod(tx, organization.id, report, period.startDate))) return null;
    await enqueueMails(
      tx,
      recipients.map((recipient) => ({
        organizationId: organization.id,
        to: recipient.officialEmail,
        subject: title,
        text,
        attachments,
      })),
      deps.clock.now(),
    );
    // People's tracked time leaves Pulse in the file, as with an Export (hardening: audit trail).
    if (attached && recipients.length > 0) {
      const { employees } = attached.report;
      await recordAuditEvent(tx, auth, null, {
        action: 'personal-data.exported',
        subjectId: employees.length === 1 ? (employees[0]?.employeeId ?? null) : null,
        summary: `Mailed the scheduled report “${report.name}” (${attached.fileName}) to ${recipients.length} recipient(s)`,
        details: {
          export: 'scheduled-report',
          savedReportId: report.id,
          format: report.format,
          startDate: period.startDate,
          endDate: period.endDate,
          projectId: report.projectId,
          employees: employees.length,
          recipients: recipients.length,
        },
      });
    }
    return recipients.length;
  });
};

const isMailed = (report: SavedReportRow): report is SavedReportRow & { schedule: MailedSchedule } =>
  report.schedule !== 'none';

export const sendScheduledReports = async (
  deps: Deps,
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Promise<ScheduleRunResult> => {
  const result: ScheduleRunResult = { sent: 0, mails: 0, failed: 0 };
  const now = deps.clock.now();
  for (const organization of await loadActiveOrganizationContexts(deps.db)) {
    const today = todayIn(organization.timeZone, now);
    const weekly = duePeriod('weekly', today);
    const monthly = duePeriod('monthly', today);
    // Never: both schedules always have a due period.
    if (!weekly || !monthly) continue;
    const periods: Record<MailedSchedule, ReportPeriod> = { weekly, monthly };
    const owed = await findOwedReports(deps.db, organization.id, {
      weekly: weekly.startDate,
      monthly: monthly.startDate,
    });
    for (const report of owed.filter(isMailed)) {
      try {
        const mails = await sendReport(deps, organization, report, periods[report.schedule]);
        if (mails === null) continue;
        result.sent += 1;
        result.mails += mails;
      } catch (error) {
        // One report's failure leaves the others to go; its period stays owed for the next run.
        result.failed += 1;
        onError(error);
      }
    }
  }
  return result;
};
