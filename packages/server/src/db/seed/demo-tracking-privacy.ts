import { SCREENSHOT_MODE_LABELS } from '@pulse/shared/contracts/tracking-settings';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { addDays, calendarDayOf } from '@pulse/shared/domain/organization-day';
import { and, eq } from 'drizzle-orm';
import { insertAuditEvent } from '../../modules/audit/audit.repository';
import { describeTrackingChanges } from '../../modules/settings/tracking-settings.service';
import type { Transaction } from '../client';
import { employees, organizations } from '../schema/index';

// Settings → Tracking in the demo: a redaction rule, 90 days of screenshots, employees allowed to
// delete their own, one employee with screenshots off, and an audit trail with a few entries.
export const DEMO_TITLE_REDACTION_PATTERNS = ['*bank*', '*password*'];
export const DEMO_SCREENSHOT_RETENTION_DAYS = 90;
// Karan Malhotra: his tracker takes no screenshots.
export const DEMO_SCREENSHOTS_OFF_EMPLOYEE_NUMBER = 8;
// Where the demo's administrator works from (the audit trail's address).
export const DEMO_ADMIN_ADDRESS = '10.0.4.21';

const HOUR_MS = 60 * 60 * 1000;

// Before the activity history: an employee with screenshots off gets none in it.
export const seedDemoTrackingSettings = async (tx: Transaction, organizationId: string) => {
  await tx
    .update(organizations)
    .set({
      screenshotMode: 'regular',
      screenshotRetentionDays: DEMO_SCREENSHOT_RETENTION_DAYS,
      titleRedactionPatterns: DEMO_TITLE_REDACTION_PATTERNS,
      canEmployeesDeleteScreenshots: true,
    })
    .where(eq(organizations.id, organizationId));
  await tx
    .update(employees)
    .set({ screenshotMode: 'off' })
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.employeeNumber, DEMO_SCREENSHOTS_OFF_EMPLOYEE_NUMBER),
      ),
    );
};

type Person = { id: string; employeeNumber: number };

// What the administrator did in the last days, as the audit trail recorded it.
export const seedDemoAuditEvents = async (
  tx: Transaction,
  input: { organizationId: string; timeZone: string; people: readonly Person[]; now: Date },
) => {
  const { organizationId, timeZone, people, now } = input;
  const idOf = (employeeNumber: number) =>
    people.find((person) => person.employeeNumber === employeeNumber)?.id ?? null;
  const adminId = idOf(1);
  if (!adminId) return;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const dayBefore = (days: number) => formatDayMonthYear(addDays(calendarDayOf(now, timeZone), -days));
  const settingsChange = describeTrackingChanges(
    {
      screenshotMode: 'regular',
      screenshotRetentionDays: 180,
      titleRedactionPatterns: [],
      canEmployeesDeleteScreenshots: false,
      manualTimeAutoApproveMinutes: null,
    },
    {
      screenshotMode: 'regular',
      screenshotRetentionDays: DEMO_SCREENSHOT_RETENTION_DAYS,
      titleRedactionPatterns: DEMO_TITLE_REDACTION_PATTERNS,
      canEmployeesDeleteScreenshots: true,
      manualTimeAutoApproveMinutes: null,
    },
  );
  const events = [
    {
      occurredAt: hoursAgo(6 * 24 + 3),
      action: 'tracking-settings.changed',
      subjectId: null,
      summary: settingsChange.map((change) => change.words).join('; '),
    },
    {
      occurredAt: hoursAgo(5 * 24 + 2),
      action: 'screenshot-mode.changed',
      subjectId: idOf(DEMO_SCREENSHOTS_OFF_EMPLOYEE_NUMBER),
      summary: `Screenshots: Organisation default (${SCREENSHOT_MODE_LABELS.regular}) → ${SCREENSHOT_MODE_LABELS.off}`,
    },
    {
      occurredAt: hoursAgo(2 * 24 + 5),
      action: 'screenshots.viewed',
      subjectId: idOf(2),
      summary: `Viewed the activity of ${dayBefore(3)}: 41 screenshots`,
    },
    {
      occurredAt: hoursAgo(2 * 24 + 4.9),
      action: 'screenshot.opened',
      subjectId: idOf(2),
      summary: `Opened a full-size screenshot of ${dayBefore(3)}`,
    },
    {
      occurredAt: hoursAgo(20),
      action: 'screenshots.viewed',
      subjectId: idOf(3),
      summary: `Viewed the activity of ${dayBefore(1)}: 44 screenshots`,
    },
  ];
  for (const event of events) {
    await insertAuditEvent(tx, {
      organizationId,
      actorId: adminId,
      ipAddress: DEMO_ADMIN_ADDRESS,
      details: {},
      ...event,
    });
  }
};
