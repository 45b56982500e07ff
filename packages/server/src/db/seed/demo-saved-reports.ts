import type { Transaction } from '../client';
import { savedReports } from '../schema/index';

export const DEMO_SAVED_REPORT_NAME = 'Weekly team hours';

// The administrator's saved report: everyone's hours, all projects, mailed weekly to themselves as a
// workbook. No period counts as sent yet, so the first hourly run after the first start mails last
// week's report with its file, and the dev mailbox (Settings → Mail Outbox) shows a scheduled mail and
// its attachment from the start. One row: the file is built by that run, not while seeding.
export const seedDemoSavedReports = async (
  tx: Transaction,
  demo: { organizationId: string; administratorId: string; now: Date },
) => {
  await tx.insert(savedReports).values({
    organizationId: demo.organizationId,
    ownerId: demo.administratorId,
    name: DEMO_SAVED_REPORT_NAME,
    employeeId: null,
    projectId: null,
    format: 'xlsx',
    schedule: 'weekly',
    recipientIds: [demo.administratorId],
    lastSentPeriodStart: null,
    createdAt: demo.now,
    updatedAt: demo.now,
  });
};
