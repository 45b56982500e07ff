import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { employees, leaves, mailOutbox, notifications } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { runTransaction } from '../../lib/transaction';
import { useTestApp } from '../../test-support/test-app';
import type { LeaveNotificationEvent } from './leave-deliveries';
import { notify } from './notifications.service';

const testApp = useTestApp();
beforeEach(async () => {
  // The demo's bells start with its pending applications; these tests count only their own rows.
  await testApp.db.delete(notifications);
});

const personByEmail = async (email: string) => {
  const [row] = await testApp.db
    .select({ id: employees.id, name: employees.name, officialEmail: employees.officialEmail })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

// Rahul's leave approved by Asha: the bell tells Rahul, the mail goes to Rahul.
const approvalEvent = async (): Promise<LeaveNotificationEvent> => {
  const applicant = await personByEmail(DEMO_EMPLOYEE_EMAIL);
  const actor = await personByEmail(DEMO_ADMIN_EMAIL);
  const [leave] = await testApp.db.select({ id: leaves.id }).from(leaves).limit(1);
  if (!leave) throw new Error('the demo has leaves');
  return {
    kind: 'leave',
    organizationId: testApp.demoOrganizationId,
    leaveId: leave.id,
    event: 'approved',
    actor,
    applicant,
    managers: [],
    admins: [actor],
    fromDate: '2026-04-20',
    toDate: '2026-04-22',
    description: '',
  };
};

const deps = () => ({ clock: testApp.clock, realtime: testApp.realtime });

describe('notify', () => {
  it('writes bell rows and mails in the caller’s transaction and emits only after it commits', async () => {
    const event = await approvalEvent();
    let sentBeforeCommit: number | undefined;
    await runTransaction(testApp.db, async (tx) => {
      await notify(deps(), tx, [event]);
      sentBeforeCommit = testApp.realtime.sent.length;
    });
    expect(sentBeforeCommit).toBe(0);

    const rows = await testApp.db.select().from(notifications);
    expect(rows.map((row) => [row.recipientId, row.event, row.description])).toEqual([
      [event.applicant.id, 'approved', 'Asha Verma approved your leave from 20-Apr-2026 to 22-Apr-2026.'],
    ]);
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.toAddress, mail.subject, mail.textBody])).toEqual([
      [
        DEMO_EMPLOYEE_EMAIL,
        'Leave approved: Rahul Mehta, 20-Apr-2026 to 22-Apr-2026',
        'Asha Verma approved the leave of Rahul Mehta (20-Apr-2026 to 22-Apr-2026).',
      ],
    ]);
    expect(testApp.realtime.sent).toEqual([
      {
        employeeId: event.applicant.id,
        event: 'notification:created',
        args: [expect.objectContaining({ id: rows[0]?.id, event: 'approved', isViewed: false })],
      },
    ]);
  });

  it('writes and emits nothing when the caller’s transaction rolls back', async () => {
    const event = await approvalEvent();
    const mailsBefore = await testApp.db.select().from(mailOutbox);
    await expect(
      runTransaction(testApp.db, async (tx) => {
        await notify(deps(), tx, [event]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testApp.db.select().from(notifications)).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox)).toEqual(mailsBefore);
    expect(testApp.realtime.sent).toEqual([]);
  });

  it('refuses a transaction that nothing would emit after', async () => {
    const event = await approvalEvent();
    await expect(testApp.db.transaction((tx) => notify(deps(), tx, [event]))).rejects.toThrow(
      /runTransaction/,
    );
    expect(await testApp.db.select().from(notifications)).toEqual([]);
  });
});
