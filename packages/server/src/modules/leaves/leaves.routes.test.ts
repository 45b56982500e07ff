import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import { leaveEntitlement, leavesPending } from '@pulse/shared/domain/leave-entitlement';
import { NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { ROLE } from '@pulse/shared/domain/roles';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { employees, leaveManagers, leaves, mailOutbox, notifications } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02, 14:30 in Asia/Kolkata (the demo's zone). The demo's
// leaves sit at fixed distances from that day (db/seed/demo-leaves.ts).
const PRIYA_EMAIL = 'priya.nair@demo.pulse';
const VIKRAM_EMAIL = 'vikram.singh@demo.pulse';

const testApp = useTestApp();
let adminCookie: string;
let employeeCookie: string;
beforeEach(async () => {
  // The demo's bells start with its pending applications; these tests count only what they cause.
  await testApp.db.delete(notifications);
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

const leavesOf = (employeeId: string) =>
  testApp.db.select().from(leaves).where(eq(leaves.employeeId, employeeId)).orderBy(asc(leaves.fromDate));

const leaveOf = async (employeeId: string, fromDate: string) => {
  const [row] = await testApp.db
    .select()
    .from(leaves)
    .where(and(eq(leaves.employeeId, employeeId), eq(leaves.fromDate, fromDate)));
  if (!row) throw new Error(`no leave of ${employeeId} on ${fromDate}`);
  return row;
};

const countRows = async () => {
  const [leaveRows] = await testApp.db.select({ value: count() }).from(leaves);
  const [notificationRows] = await testApp.db.select({ value: count() }).from(notifications);
  const [mailRows] = await testApp.db.select({ value: count() }).from(mailOutbox);
  return { leaves: leaveRows?.value, notifications: notificationRows?.value, mails: mailRows?.value };
};

const applyBody = (managerIds: string[], overrides: Record<string, unknown> = {}) => ({
  description: 'Visiting my parents',
  fromDate: '2026-04-20',
  toDate: '2026-04-22',
  leaveType: 1,
  managerIds,
  ...overrides,
});

describe('apply', () => {
  it('files the leave as Pending, tells the chosen manager (bell, mail, socket) and not the applicant', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const response = await call('POST', '/api/v1/leaves', employeeCookie, applyBody([admin.id]));
    expect(response.statusCode).toBe(201);
    const leave = response.json();
    expect(leave).toMatchObject({
      employee: { id: rahul.id, name: 'Rahul Mehta' },
      appliedBy: { id: rahul.id },
      managers: [{ id: admin.id, name: 'Asha Verma' }],
      status: LEAVE_STATUS.pending,
      statusName: 'Pending',
      leaveTypeName: 'Full Day',
      leavesApplied: 3,
      decidedBy: null,
      actions: ['cancel'],
    });
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.leaveId, leave.id));
    // Asha is both the chosen manager and the only admin: one row, as manager.
    expect(rows.map((row) => [row.recipientId, row.recipientRole, row.event])).toEqual([
      [admin.id, NOTIFICATION_ROLE.manager, 'applied'],
    ]);
    expect(rows[0]?.description).toBe(
      'Rahul Mehta applied to you for leave from 20-Apr-2026 to 22-Apr-2026.',
    );
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress)).toEqual([DEMO_ADMIN_EMAIL]);
    expect(mails[0]?.subject).toContain('Leave applied');
    expect(testApp.realtime.sent).toEqual([
      {
        employeeId: admin.id,
        event: 'notification:created',
        args: [expect.objectContaining({ id: rows[0]?.id, leaveId: leave.id, recipientRole: 1 })],
      },
    ]);
  });

  it('lets an admin apply for an employee; the employee is told as applier, the admin is not', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const response = await call(
      'POST',
      '/api/v1/leaves',
      adminCookie,
      applyBody([priya.id], {
        employeeId: rahul.id,
        leaveType: 2,
        fromDate: '2026-05-04',
        toDate: '2026-05-04',
      }),
    );
    expect(response.statusCode).toBe(201);
    const leave = response.json();
    expect(leave).toMatchObject({
      employee: { id: rahul.id },
      appliedBy: { name: 'Asha Verma' },
      leavesApplied: 0.5,
    });
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.leaveId, leave.id));
    expect(rows.map((row) => [row.recipientId, row.recipientRole]).sort()).toEqual(
      [
        [rahul.id, NOTIFICATION_ROLE.applier],
        [priya.id, NOTIFICATION_ROLE.manager],
      ].sort(),
    );
    expect((await testApp.db.select().from(mailOutbox)).map((mail) => mail.toAddress)).toEqual([PRIYA_EMAIL]);
  });

  it.each([
    ['a date before this year', { fromDate: '2025-12-31' }, 'fromDate', leavePulseTexts.beforeThisYear],
    ['an end before the start', { toDate: '2026-04-19' }, 'toDate', leavePulseTexts.endBeforeStart],
    ['a half day over two dates', { leaveType: 2 }, 'toDate', leavePulseTexts.halfDaySingleDate],
    ['no description', { description: '  ' }, 'description', leaveTexts.descriptionRequired],
    ['no managers', { managerIds: [] }, 'managerIds', leaveTexts.managersRequired],
  ])('refuses %s with the text and writes nothing', async (_label, overrides, path, message) => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const response = await call('POST', '/api/v1/leaves', employeeCookie, applyBody([admin.id], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await countRows()).toEqual(before);
  });

  it('refuses oneself, inactive and unknown people as managers, and another organisation’s', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const [inactive] = await testApp.db.select().from(employees).where(eq(employees.isActive, false));
    const other = await signUpOtherOrganization(testApp);
    const before = await countRows();
    const self = await call('POST', '/api/v1/leaves', employeeCookie, applyBody([rahul.id]));
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe(leavePulseTexts.managerIsApplicant);
    for (const managerId of [inactive?.id ?? '', other.employeeId, crypto.randomUUID()]) {
      const response = await call('POST', '/api/v1/leaves', employeeCookie, applyBody([managerId]));
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(leavePulseTexts.managerUnknown);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses an employee applying for someone else (403) and an admin naming another organisation’s (404)', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const before = await countRows();
    const forPriya = await call(
      'POST',
      '/api/v1/leaves',
      employeeCookie,
      applyBody([admin.id], { employeeId: priya.id }),
    );
    expect(forPriya.statusCode).toBe(403);
    const otherOrg = await call(
      'POST',
      '/api/v1/leaves',
      adminCookie,
      applyBody([priya.id], { employeeId: other.employeeId }),
    );
    expect(otherOrg.statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a leave overlapping a pending or approved one (409) but not a rejected or cancelled one', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const before = await countRows();
    // Rahul's pending leave is 12–13 March, his approved one 12–13 February (demo leaves are on
    // working days only).
    for (const [fromDate, toDate] of [
      ['2026-03-13', '2026-03-20'],
      ['2026-02-10', '2026-02-12'],
    ]) {
      const response = await call(
        'POST',
        '/api/v1/leaves',
        employeeCookie,
        applyBody([admin.id], { fromDate, toDate }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'LEAVE_OVERLAP', detail: leavePulseTexts.overlaps });
    }
    expect(await countRows()).toEqual(before);
    // Rejected on 21 January, cancelled 4–6 April: those days are free again.
    const rejectedDay = await call(
      'POST',
      '/api/v1/leaves',
      employeeCookie,
      applyBody([admin.id], { fromDate: '2026-01-21', toDate: '2026-01-21' }),
    );
    expect(rejectedDay.statusCode).toBe(201);
    const cancelledDays = await call(
      'POST',
      '/api/v1/leaves',
      employeeCookie,
      applyBody([admin.id], { fromDate: '2026-04-05', toDate: '2026-04-06' }),
    );
    expect(cancelledDays.statusCode).toBe(201);
  });

  it('lets only one of two simultaneous overlapping applications through', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const before = (await leavesOf(rahul.id)).length;
    const responses = await Promise.all([
      call('POST', '/api/v1/leaves', employeeCookie, applyBody([admin.id])),
      call('POST', '/api/v1/leaves', employeeCookie, applyBody([admin.id], { fromDate: '2026-04-21' })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await leavesOf(rahul.id)).length).toBe(before + 1);
  });
});

describe('actions', () => {
  it('a chosen manager approves: the status, the decider, the applicant’s bell and mail, the socket events', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const leave = await leaveOf(priya.id, '2026-03-16');
    const response = await call('POST', `/api/v1/leaves/${leave.id}/approve`, employeeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: LEAVE_STATUS.approved,
      decidedBy: { id: rahul.id, name: 'Rahul Mehta' },
      actions: ['reject'],
    });
    const stored = await leaveOf(priya.id, '2026-03-16');
    expect(stored).toMatchObject({ status: LEAVE_STATUS.approved, decidedById: rahul.id });
    expect(stored.decidedAt?.toISOString()).toBe(testApp.clock.now().toISOString());
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.leaveId, leave.id));
    expect(rows.map((row) => [row.recipientId, row.recipientRole]).sort()).toEqual(
      [
        [priya.id, NOTIFICATION_ROLE.applier],
        [admin.id, NOTIFICATION_ROLE.admin],
      ].sort(),
    );
    expect(rows.find((row) => row.recipientId === priya.id)?.description).toBe(
      'Rahul Mehta approved your leave from 16-Mar-2026 to 18-Mar-2026.',
    );
    // The applicant and the managers hear of a decision; Rahul is the only manager and the actor.
    expect((await testApp.db.select().from(mailOutbox)).map((mail) => mail.toAddress)).toEqual([PRIYA_EMAIL]);
    expect(testApp.realtime.sent.map((sent) => sent.employeeId).sort()).toEqual([priya.id, admin.id].sort());
    expect(testApp.realtime.sent.every((sent) => sent.event === 'notification:created')).toBe(true);

    // The second approval finds the leave approved already.
    const again = await call('POST', `/api/v1/leaves/${leave.id}/approve`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEAVE_ACTION_NOT_ALLOWED');
  });

  it('lets exactly one of two simultaneous deciders win', async () => {
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const leave = await leaveOf(priya.id, '2026-03-16');
    const responses = await Promise.all([
      call('POST', `/api/v1/leaves/${leave.id}/approve`, employeeCookie),
      call('POST', `/api/v1/leaves/${leave.id}/approve`, adminCookie),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    const stored = await leaveOf(priya.id, '2026-03-16');
    expect(stored.decidedById).toBe(winner.decidedBy.id);
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.leaveId, leave.id));
    expect(rows.length).toBe(2);
  });

  it('refuses deciding one’s own leave (403), even as an admin', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const own = await leaveOf(rahul.id, '2026-03-12');
    const response = await call('POST', `/api/v1/leaves/${own.id}/approve`, employeeCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'LEAVE_OWN_DECISION', detail: leavePulseTexts.ownLeave });
    const adminLeave = await call('POST', '/api/v1/leaves', adminCookie, applyBody([rahul.id]));
    const adminSelf = await call('POST', `/api/v1/leaves/${adminLeave.json().id}/approve`, adminCookie);
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json().code).toBe('LEAVE_OWN_DECISION');
    expect((await leaveOf(rahul.id, '2026-03-12')).status).toBe(LEAVE_STATUS.pending);
    expect((await leaveOf(admin.id, '2026-04-20')).status).toBe(LEAVE_STATUS.pending);
  });

  it('answers 404 to an employee who is no decider of the leave, 403 to one who filed it but may not decide', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const vikramCookie = (await sessionFor(testApp, VIKRAM_EMAIL)).cookie;
    // Priya's leave was applied to Rahul, not to Vikram: he cannot even see it.
    const priyaLeave = await leaveOf(priya.id, '2026-03-16');
    for (const action of ['approve', 'reject']) {
      const response = await call('POST', `/api/v1/leaves/${priyaLeave.id}/${action}`, vikramCookie);
      expect(response.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/v1/leaves/${priyaLeave.id}`, vikramCookie)).statusCode).toBe(404);
    // Asha files a leave for Rahul chosen to Priya, then stops being an admin: she still sees what she
    // filed, but the leave was not applied to her.
    const filed = await call(
      'POST',
      '/api/v1/leaves',
      adminCookie,
      applyBody([priya.id], { employeeId: rahul.id }),
    );
    expect(filed.statusCode).toBe(201);
    await testApp.db
      .update(employees)
      .set({ roleId: ROLE.employee })
      .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
    const formerAdminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
    const response = await call('POST', `/api/v1/leaves/${filed.json().id}/approve`, formerAdminCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'LEAVE_NOT_YOURS_TO_DECIDE',
      detail: leavePulseTexts.notYourApproval,
    });
    expect((await leaveOf(rahul.id, '2026-04-20')).status).toBe(LEAVE_STATUS.pending);
  });

  it('reject works on approved leave; cancel only by the applicant and only until the leave ends', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const approvedPast = await leaveOf(rahul.id, '2026-02-12');
    const pendingFuture = await leaveOf(rahul.id, '2026-03-12');

    const cancelPast = await call('POST', `/api/v1/leaves/${approvedPast.id}/cancel`, employeeCookie);
    expect(cancelPast.statusCode).toBe(409);
    const adminCancels = await call('POST', `/api/v1/leaves/${pendingFuture.id}/cancel`, adminCookie);
    expect(adminCancels.statusCode).toBe(403);

    const cancelled = await call('POST', `/api/v1/leaves/${pendingFuture.id}/cancel`, employeeCookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: LEAVE_STATUS.cancelled, decidedBy: null, actions: [] });
    // Cancelled by the applicant: the manager (admin) is told and mailed, the applicant is not.
    const rows = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.leaveId, pendingFuture.id));
    expect(rows.map((row) => [row.recipientId, row.event])).toEqual([[admin.id, 'cancelled']]);
    expect((await testApp.db.select().from(mailOutbox)).map((mail) => mail.toAddress)).toEqual([
      DEMO_ADMIN_EMAIL,
    ]);

    const rejected = await call('POST', `/api/v1/leaves/${approvedPast.id}/reject`, adminCookie);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: LEAVE_STATUS.rejected, decidedBy: { id: admin.id } });
  });

  it('an admin marks a Marked Absent day present; the employee leaves tab then hides it', async () => {
    const vikram = await employeeByEmail(VIKRAM_EMAIL);
    const absent = await leaveOf(vikram.id, '2026-02-25');
    expect(absent.status).toBe(LEAVE_STATUS.markedAbsent);
    const listed = await call('GET', `/api/v1/leaves/employee-leaves?employeeIds=${vikram.id}`, adminCookie);
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(absent.id);

    const vikramCookie = (await sessionFor(testApp, VIKRAM_EMAIL)).cookie;
    const byVikram = await call('POST', `/api/v1/leaves/${absent.id}/mark-present`, vikramCookie);
    expect(byVikram.statusCode).toBe(403);
    const byRahul = await call('POST', `/api/v1/leaves/${absent.id}/mark-present`, employeeCookie);
    expect(byRahul.statusCode).toBe(404);

    const response = await call('POST', `/api/v1/leaves/${absent.id}/mark-present`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: LEAVE_STATUS.markedPresent,
      statusName: 'Marked Present',
    });
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.leaveId, absent.id));
    expect(rows.map((row) => [row.recipientId, row.event])).toEqual([[vikram.id, 'marked-present']]);
    const after = await call('GET', `/api/v1/leaves/employee-leaves?employeeIds=${vikram.id}`, adminCookie);
    expect(after.json().items.map((item: { id: string }) => item.id)).not.toContain(absent.id);
    const again = await call('POST', `/api/v1/leaves/${absent.id}/mark-present`, adminCookie);
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 to another organisation on every leave route and changes nothing', async () => {
    const priya = await employeeByEmail(PRIYA_EMAIL);
    const leave = await leaveOf(priya.id, '2026-03-16');
    const other = await signUpOtherOrganization(testApp);
    const before = await countRows();
    expect((await call('GET', `/api/v1/leaves/${leave.id}`, other.cookie)).statusCode).toBe(404);
    for (const action of ['approve', 'reject', 'cancel', 'mark-present']) {
      const response = await call('POST', `/api/v1/leaves/${leave.id}/${action}`, other.cookie);
      expect(response.statusCode, action).toBe(404);
    }
    const summary = await call('GET', `/api/v1/leaves/summary?employeeId=${priya.id}`, other.cookie);
    expect(summary.statusCode).toBe(404);
    const list = await call('GET', `/api/v1/leaves/employee-leaves?employeeIds=${priya.id}`, other.cookie);
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    expect(await leaveOf(priya.id, '2026-03-16')).toEqual(leave);
    expect(await countRows()).toEqual(before);
  });
});

describe('lists, detail and counts', () => {
  it('shows each demo user rows in every tab, newest start first, with the caller’s actions', async () => {
    const mine = (await call('GET', '/api/v1/leaves/mine', employeeCookie)).json();
    expect(mine.items.map((item: { fromDate: string }) => item.fromDate)).toEqual([
      '2026-04-06',
      '2026-03-26',
      '2026-03-12',
      '2026-02-12',
      '2026-01-21',
    ]);
    expect(mine.items.map((item: { actions: string[] }) => item.actions)).toEqual([
      [],
      ['cancel'],
      ['cancel'],
      [],
      [],
    ]);
    const forApproval = (await call('GET', '/api/v1/leaves/for-approval', employeeCookie)).json();
    expect(forApproval.items.map((item: { employee: { name: string } }) => item.employee.name)).toEqual([
      'Priya Nair',
      'Arjun Rao',
      'Divya Menon',
    ]);
    expect(forApproval.items[0].actions).toEqual(['approve', 'reject']);
    const adminApproval = (await call('GET', '/api/v1/leaves/for-approval', adminCookie)).json();
    expect(adminApproval.total).toBeGreaterThanOrEqual(2);
    const all = (await call('GET', '/api/v1/leaves/employee-leaves', adminCookie)).json();
    // Every seeded leave of this year but the one marked present.
    expect(all).toMatchObject({ total: 12, page: 1, pageSize: LIST_PAGE_SIZE, totalPages: 1 });
    expect(all.items.some((item: { status: number }) => item.status === LEAVE_STATUS.markedPresent)).toBe(
      false,
    );
    const february = (
      await call('GET', '/api/v1/leaves/employee-leaves?from=2026-02-01&to=2026-02-14', adminCookie)
    ).json();
    expect(february.items.map((item: { fromDate: string }) => item.fromDate)).toEqual([
      '2026-02-12',
      '2026-02-04',
    ]);
    const reversed = await call(
      'GET',
      '/api/v1/leaves/employee-leaves?from=2026-03-01&to=2026-02-01',
      adminCookie,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('narrows Leave for Approval to one status when asked; absent, every status as the page shows', async () => {
    const every = (await call('GET', '/api/v1/leaves/for-approval', adminCookie)).json();
    const statuses = every.items.map((item: { status: number }) => item.status);
    // The demo gives the admin decided leaves beside pending ones, so the filter has something to drop.
    expect(new Set(statuses).size).toBeGreaterThan(1);
    expect(every.total).toBeLessThanOrEqual(LIST_PAGE_SIZE);

    const pending = (
      await call('GET', `/api/v1/leaves/for-approval?status=${LEAVE_STATUS.pending}`, adminCookie)
    ).json();
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.map((item: { id: string }) => item.id)).toEqual(
      every.items
        .filter((item: { status: number }) => item.status === LEAVE_STATUS.pending)
        .map((item: { id: string }) => item.id),
    );
    expect(pending.total).toBe(pending.items.length);

    for (const status of ['9', 'pending', ''])
      expect(
        (await call('GET', `/api/v1/leaves/for-approval?status=${status}`, adminCookie)).statusCode,
      ).toBe(400);
  });

  it('pages 25 leaves as 20 and 5', async () => {
    const farah = await employeeByEmail('farah.khan@demo.pulse');
    const now = testApp.clock.now();
    await testApp.db.insert(leaves).values(
      Array.from({ length: 25 }, (_, index) => {
        const day = `2026-${String(5 + Math.floor(index / 5)).padStart(2, '0')}-${String(1 + (index % 5) * 3).padStart(2, '0')}`;
        return {
          organizationId: testApp.demoOrganizationId,
          employeeId: farah.id,
          appliedById: farah.id,
          leaveType: 1,
          fromDate: day,
          toDate: day,
          description: `Leave ${index}`,
          status: LEAVE_STATUS.rejected,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    const url = `/api/v1/leaves/employee-leaves?employeeIds=${farah.id}`;
    const first = (await call('GET', `${url}&page=1`, adminCookie)).json();
    const second = (await call('GET', `${url}&page=2`, adminCookie)).json();
    const third = (await call('GET', `${url}&page=3`, adminCookie)).json();
    expect([first.items.length, second.items.length, third.items.length]).toEqual([20, 5, 0]);
    expect([first.total, second.total, third.total]).toEqual([25, 25, 25]);
    expect(first.totalPages).toBe(2);
    const dates = [...first.items, ...second.items].map((item: { fromDate: string }) => item.fromDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(25);
  });

  it('the detail adds the applicant’s leaves taken this year; others than the parties get 404', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const leave = await leaveOf(rahul.id, '2026-03-12');
    const detail = await call('GET', `/api/v1/leaves/${leave.id}`, adminCookie);
    expect(detail.statusCode).toBe(200);
    // Approved 13–14 February: 2 days (the rejected and cancelled ones do not count).
    expect(detail.json()).toMatchObject({
      id: leave.id,
      overallLeavesTaken: 2,
      actions: ['approve', 'reject'],
    });
    expect((await call('GET', `/api/v1/leaves/${leave.id}`, employeeCookie)).json().actions).toEqual([
      'cancel',
    ]);
    const priyaCookie = (await sessionFor(testApp, PRIYA_EMAIL)).cookie;
    expect((await call('GET', `/api/v1/leaves/${leave.id}`, priyaCookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/leaves/${crypto.randomUUID()}`, adminCookie)).statusCode).toBe(404);
  });

  it('summarises taken, entitled and pending with the list’s Taken agreeing', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const divya = await employeeByEmail('divya.menon@demo.pulse');
    const own = await call('GET', '/api/v1/leaves/summary', employeeCookie);
    expect(own.statusCode).toBe(200);
    const entitled = leaveEntitlement({
      isActive: true,
      joiningDate: rahul.joiningDate,
      yearlyNumber: 20,
      currentYear: 2026,
    }).full;
    expect(own.json()).toEqual({
      employeeId: rahul.id,
      year: 2026,
      fullDays: 2,
      halfDays: 0,
      taken: 2,
      entitled,
      pending: leavesPending(entitled, 2),
    });
    const half = (await call('GET', `/api/v1/leaves/summary?employeeId=${divya.id}`, adminCookie)).json();
    expect(half).toMatchObject({ fullDays: 0, halfDays: 1, taken: 0.5 });
    expect(
      (await call('GET', `/api/v1/leaves/summary?employeeId=${divya.id}`, employeeCookie)).statusCode,
    ).toBe(403);

    const list = (await call('GET', '/api/v1/employees?pageSize=50', adminCookie)).json();
    const takenOf = (id: string) =>
      list.items.find((item: { id: string }) => item.id === id)?.leaves.taken as number | undefined;
    expect(takenOf(rahul.id)).toBe(2);
    expect(takenOf(divya.id)).toBe(0.5);
    // Vikram: approved 5–7 February and one day marked absent.
    expect(takenOf((await employeeByEmail(VIKRAM_EMAIL)).id)).toBe(4);
  });

  it('clips a taken leave to this year in the summary and the employees list alike', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const now = testApp.clock.now();
    await testApp.db.insert(leaves).values({
      organizationId: testApp.demoOrganizationId,
      employeeId: rahul.id,
      appliedById: rahul.id,
      leaveType: 1,
      fromDate: '2025-12-29',
      toDate: '2026-01-02',
      description: 'New year',
      status: LEAVE_STATUS.approved,
      createdAt: now,
      updatedAt: now,
    });
    const summary = (await call('GET', '/api/v1/leaves/summary', employeeCookie)).json();
    expect(summary).toMatchObject({ fullDays: 4, taken: 4 });
    const list = (await call('GET', '/api/v1/employees?pageSize=50', adminCookie)).json();
    expect(list.items.find((item: { id: string }) => item.id === rahul.id).leaves.taken).toBe(4);
  });

  it('refuses employees on the admin tab and the attendance rules (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/leaves/employee-leaves'],
      ['GET', '/api/v1/organization/attendance-rules'],
      ['PUT', '/api/v1/organization/attendance-rules'],
    ] as const) {
      const response = await call(method, url, employeeCookie, { workingDays: [1], absentCheckHour: 3 });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('employee directory', () => {
  it('finds active employees of the caller’s organisation by name or code, at most 20, by name', async () => {
    const byName = (await call('GET', '/api/v1/employee-directory?query=MEHTA', employeeCookie)).json();
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual(['Rahul Mehta']);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const byCode = (
      await call(
        'GET',
        `/api/v1/employee-directory?query=${rahul.employeeCode.toLowerCase()}`,
        employeeCookie,
      )
    ).json();
    expect(byCode.items.map((item: { id: string }) => item.id)).toContain(rahul.id);
    const everyone = (await call('GET', '/api/v1/employee-directory', employeeCookie)).json();
    expect(everyone.items).toHaveLength(20);
    const names = everyone.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort());
    // Simran Kaur is inactive, Gaurav Mishra relieved; the wildcard is a literal.
    for (const query of ['Simran', 'Gaurav', '%']) {
      const response = (
        await call('GET', `/api/v1/employee-directory?query=${encodeURIComponent(query)}`, employeeCookie)
      ).json();
      expect(response.items, query).toEqual([]);
    }
    const other = await signUpOtherOrganization(testApp);
    const fromOther = (await call('GET', '/api/v1/employee-directory?query=a', other.cookie)).json();
    expect(fromOther.items.map((item: { name: string }) => item.name)).toEqual(['Other Admin']);
  });
});

describe('attendance rules', () => {
  it('reads and changes the working days and the check hour', async () => {
    const initial = await call('GET', '/api/v1/organization/attendance-rules', adminCookie);
    expect(initial.json()).toEqual({ workingDays: [1, 2, 3, 4, 5], absentCheckHour: 2 });
    const changed = await call('PUT', '/api/v1/organization/attendance-rules', adminCookie, {
      workingDays: [6, 1, 2, 1],
      absentCheckHour: 5,
    });
    expect(changed.json()).toEqual({ workingDays: [1, 2, 6], absentCheckHour: 5 });
    const bad = await call('PUT', '/api/v1/organization/attendance-rules', adminCookie, {
      workingDays: [7],
      absentCheckHour: 24,
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/organization/attendance-rules', adminCookie)).json()).toEqual({
      workingDays: [1, 2, 6],
      absentCheckHour: 5,
    });
  });
});

// The managers table keeps the organisation too: every chosen manager row matches its leave's.
it('stores chosen managers under the leave’s organisation', async () => {
  const rows = await testApp.db
    .select({ leaveOrg: leaves.organizationId, managerOrg: leaveManagers.organizationId })
    .from(leaveManagers)
    .innerJoin(leaves, eq(leaves.id, leaveManagers.leaveId));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.leaveOrg === row.managerOrg)).toBe(true);
});
