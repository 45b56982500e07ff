import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { instantOfLocalTime } from '@pulse/shared/domain/organization-day';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activitySlots, attendanceRecords, auditEvents, employees, leaves } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { MARKED_ABSENT_DESCRIPTION } from './absent-job';

// The re-check (day-presence.service.ts): evidence for a day that arrives after its Marked Absent
// withdraws the mark, and the audit trail says so. The test clock is Monday 2026-03-02, 14:30 in
// Kolkata; Pooja Reddy was marked absent on Friday 27 February with nothing recorded.
const testApp = useTestApp();
const ZONE = 'Asia/Kolkata';
const DAY = '2026-02-27';
const POOJA = 'pooja.reddy@demo.pulse';

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const call = (method: 'POST', url: string, cookie: string, payload: object) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, payload });

let poojaId: string;
beforeEach(async () => {
  poojaId = (await employeeByEmail(POOJA)).id;
  await testApp.db
    .delete(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeId, poojaId), eq(attendanceRecords.workDate, DAY)));
  await testApp.db.delete(activitySlots).where(eq(activitySlots.employeeId, poojaId));
  const now = testApp.clock.now();
  await testApp.db.insert(leaves).values({
    organizationId: testApp.demoOrganizationId,
    employeeId: poojaId,
    leaveType: 1,
    fromDate: DAY,
    toDate: DAY,
    description: MARKED_ABSENT_DESCRIPTION,
    status: LEAVE_STATUS.markedAbsent,
    createdAt: now,
    updatedAt: now,
  });
});

const marksOfDay = async () =>
  testApp.db
    .select({ id: leaves.id })
    .from(leaves)
    .where(
      and(
        eq(leaves.employeeId, poojaId),
        eq(leaves.fromDate, DAY),
        eq(leaves.status, LEAVE_STATUS.markedAbsent),
      ),
    );

const withdrawals = () =>
  testApp.db
    .select({ summary: auditEvents.summary, subjectId: auditEvents.subjectId })
    .from(auditEvents)
    .where(eq(auditEvents.action, 'marked-absent.withdrawn'));

const expectWithdrawn = async (cause: string) => {
  expect(await marksOfDay()).toEqual([]);
  expect(await withdrawals()).toEqual([
    { subjectId: poojaId, summary: `Marked Absent on ${DAY} withdrawn: ${cause}` },
  ]);
};

describe('a Marked Absent is withdrawn when the day’s evidence arrives', () => {
  it('attendance saved by an administrator', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await call('POST', '/api/v1/attendance/mark', cookie, {
      employeeId: poojaId,
      workDate: DAY,
      inTime: instantOfLocalTime(DAY, '09:30', ZONE).toISOString(),
      outTime: instantOfLocalTime(DAY, '18:00', ZONE).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    await expectWithdrawn('attendance marked');
  });

  it('tracked time uploaded late by the tracker', async () => {
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: { email: POOJA, password: DEMO_PASSWORD, deviceName: 'LAPTOP', platform: 'linux' },
    });
    const token = signIn.json().deviceToken as string;
    const startedAt = instantOfLocalTime(DAY, '10:00', ZONE).toISOString();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/batches',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        batchId: 'late-friday',
        intervals: [
          { kind: 'active', startedAt, durationSeconds: 1800 },
          { kind: 'focus', startedAt, durationSeconds: 1800, app: 'Slack', title: 'Slack — work' },
        ],
        inputMinutes: [],
      },
    });
    expect(response.statusCode).toBe(200);
    await expectWithdrawn('tracked time uploaded');
  });

  it('manual time approved', async () => {
    const { cookie: poojaCookie } = await sessionFor(testApp, POOJA);
    const created = await call('POST', '/api/v1/manual-time', poojaCookie, {
      date: DAY,
      from: '09:00',
      to: '10:30',
      projectId: null,
      todoId: null,
      isProductive: true,
      reason: 'Workshop at the client’s office',
    });
    expect(created.statusCode).toBe(201);
    expect(await marksOfDay()).toHaveLength(1);
    const { cookie: adminCookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const approved = await call('POST', `/api/v1/manual-time/${created.json().id}/approve`, adminCookie, {});
    expect(approved.statusCode).toBe(200);
    await expectWithdrawn('manual time approved');
  });

  it('a leave for the day approved', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const { cookie: poojaCookie } = await sessionFor(testApp, POOJA);
    const applied = await call('POST', '/api/v1/leaves', poojaCookie, {
      description: 'Fever',
      fromDate: DAY,
      toDate: DAY,
      leaveType: 1,
      managerIds: [admin.id],
    });
    expect(applied.statusCode).toBe(201);
    const { cookie: adminCookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const approved = await call('POST', `/api/v1/leaves/${applied.json().id}/approve`, adminCookie, {});
    expect(approved.statusCode).toBe(200);
    await expectWithdrawn('leave approved');
  });
});
