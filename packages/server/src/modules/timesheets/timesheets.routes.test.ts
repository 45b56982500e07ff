import { lockedMessage, timesheetTexts as texts } from '@pulse/shared/domain/timesheet-status';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  employees,
  mailOutbox,
  notifications,
  projects,
  timesheetLocks,
  timesheetWeeks,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { noteTimesheetChange } from './timesheet-changes.service';

// The test clock starts on Monday 2026-03-02 at 14:30 in Asia/Kolkata. Rahul Mehta (the demo employee)
// manages Pulse Mobile App, on whose team Priya Nair and Vikram Singh are (db/seed/demo-projects.ts).
const PRIYA = 'priya.nair@demo.pulse';
const VIKRAM = 'vikram.singh@demo.pulse';
const RAHUL = DEMO_EMPLOYEE_EMAIL;
const THIS_WEEK = '2026-03-02';
const LAST_WEEK = '2026-02-23';

const testApp = useTestApp();

beforeEach(async () => {
  await testApp.db.delete(notifications);
  await testApp.db.delete(mailOutbox);
});

const cookieOf = async (email: string) => (await sessionFor(testApp, email)).cookie;
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: await cookieOf(email) },
    ...(payload === undefined ? {} : { payload }),
  });
const idOf = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row.id;
};
const weekUrl = async (email: string, week: string, action = '') =>
  `/api/v1/timesheets/${await idOf(email)}/weeks/${week}${action ? `/${action}` : ''}`;
const storedWeek = async (email: string, week: string) => {
  const [row] = await testApp.db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.employeeId, await idOf(email)), eq(timesheetWeeks.weekStart, week)));
  return row;
};

// Priya's 90 minutes on Pulse Mobile App on the Monday, approved by Rahul, her project's manager.
const approvedManualTime = async (date = THIS_WEEK, from = '09:00', to = '10:30') => {
  const [mobileApp] = await testApp.db.select().from(projects).where(eq(projects.name, 'Pulse Mobile App'));
  const created = await call('POST', '/api/v1/manual-time', PRIYA, {
    date,
    from,
    to,
    projectId: mobileApp?.id,
    todoId: null,
    isProductive: true,
    reason: 'Workshop at the client’s office',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, status } = created.json() as { id: string; status: string };
  if (status === 'pending') {
    const approved = await call('POST', `/api/v1/manual-time/${id}/approve`, RAHUL, { note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return created;
};

describe('a week', () => {
  it('shows approved manual time on its project’s row, to the employee and their manager only', async () => {
    await approvedManualTime();
    const own = await call('GET', await weekUrl(PRIYA, '2026-03-04'), PRIYA);
    expect(own.statusCode).toBe(200);
    const week = own.json();
    expect(week).toMatchObject({
      weekStart: THIS_WEEK,
      weekEnd: '2026-03-08',
      status: 'open',
      canSubmit: true,
    });
    expect(week.figures.rows).toEqual([
      expect.objectContaining({ projectName: 'Pulse Mobile App', totalMinutes: 90, idleMinutes: 0 }),
    ]);
    expect(week.figures.dayTotals[0]).toMatchObject({ date: THIS_WEEK, manualMinutes: 90, totalMinutes: 90 });

    expect((await call('GET', await weekUrl(PRIYA, THIS_WEEK), RAHUL)).statusCode).toBe(200);
    expect((await call('GET', await weekUrl(PRIYA, THIS_WEEK), DEMO_ADMIN_EMAIL)).statusCode).toBe(200);
    const colleague = await call('GET', await weekUrl(PRIYA, THIS_WEEK), VIKRAM);
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().detail).toBe(texts.weekNotFound);
    const other = await signUpOtherOrganization(testApp);
    const across = await testApp.app.inject({
      method: 'GET',
      url: await weekUrl(PRIYA, THIS_WEEK),
      headers: { cookie: other.cookie },
    });
    expect(across.statusCode).toBe(404);
  });

  it('goes Submitted → Approved, told to the approvers and the employee, and audited', async () => {
    await approvedManualTime();
    await testApp.db.delete(notifications);
    await testApp.db.delete(mailOutbox);
    const submitted = await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'submit'), PRIYA, {
      note: 'Client week',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', note: 'Client week', canSubmit: false });
    const bells = await testApp.db.select().from(notifications);
    expect(bells.map((bell) => bell.recipientId)).toContain(await idOf(RAHUL));
    expect(bells.every((bell) => bell.event === 'timesheet-submitted')).toBe(true);
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress)).toContain(RAHUL);
    expect(mails[0]?.subject).toBe('Timesheet submitted: Priya Nair, week of 02-Mar-2026');

    const ownApproval = await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), PRIYA);
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().detail).toBe(texts.ownWeek);
    const colleague = await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), VIKRAM);
    expect(colleague.statusCode).toBe(404);

    const approved = await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), RAHUL);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: { name: 'Rahul Mehta' },
      approved: { approvedBy: { name: 'Rahul Mehta' }, figures: { totalMinutes: 90 } },
      canApprove: false,
      canReject: true,
    });
    expect((await storedWeek(PRIYA, THIS_WEEK))?.approvedFigures?.totalMinutes).toBe(90);
    const pdf = await call('GET', await weekUrl(PRIYA, THIS_WEEK, 'pdf'), PRIYA);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Timesheet-.+-2026-03-02\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), RAHUL);
    expect(again.statusCode).toBe(409);
    const audit = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, await idOf(PRIYA)));
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining(['timesheet.submitted', 'timesheet.approved']),
    );
    const decision = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'timesheet-approved'));
    expect(decision.map((bell) => bell.recipientId)).toEqual([await idOf(PRIYA)]);
  });

  it('keeps what was approved when manual time arrives later, and asks for approval again', async () => {
    await approvedManualTime();
    await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'submit'), PRIYA, {});
    await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), RAHUL);
    await approvedManualTime('2026-03-02', '11:00', '12:00');
    const week = (await call('GET', await weekUrl(PRIYA, THIS_WEEK), RAHUL)).json();
    expect(week.status).toBe('submitted');
    expect(week.approved.figures.totalMinutes).toBe(90);
    expect(week.figures.totalMinutes).toBe(150);
    expect(
      week.pendingChanges.map((change: { kind: string; date: string }) => [change.kind, change.date]),
    ).toEqual([
      ['manual-time', THIS_WEEK],
      ['manual-time', THIS_WEEK],
    ]);
    const list = (await call('GET', '/api/v1/timesheet-approvals', DEMO_ADMIN_EMAIL)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        weekStart: THIS_WEEK,
        totalMinutes: 150,
        approvedMinutes: 90,
        differenceMinutes: 60,
      }),
    ]);
    const reapproved = (await call('POST', await weekUrl(PRIYA, THIS_WEEK, 'approve'), RAHUL)).json();
    expect(reapproved).toMatchObject({
      status: 'approved',
      pendingChanges: [],
      approved: { figures: { totalMinutes: 150 } },
    });
  });

  it('takes a late tracker upload as a change to approve, keeping what was approved', async () => {
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'submit'), PRIYA, {});
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'approve'), DEMO_ADMIN_EMAIL);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: { email: PRIYA, password: DEMO_PASSWORD, deviceName: 'LAPTOP-7', platform: 'linux' },
    });
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/batches',
      headers: { authorization: `Bearer ${signIn.json().deviceToken}` },
      payload: {
        batchId: 'offline-wednesday',
        intervals: [
          {
            kind: 'focus',
            startedAt: '2026-02-25T04:00:00Z',
            durationSeconds: 3600,
            app: 'Code',
            title: 'Code — work',
          },
        ],
        inputMinutes: [],
      },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const week = (await call('GET', await weekUrl(PRIYA, LAST_WEEK), RAHUL)).json();
    expect(week).toMatchObject({
      status: 'submitted',
      approved: { figures: { totalMinutes: 0 } },
      figures: { totalMinutes: 60 },
      canApprove: false,
    });
    expect(week.pendingChanges).toEqual([
      expect.objectContaining({ kind: 'tracker-upload', date: '2026-02-25' }),
    ]);
    // Rahul decides for his project's time: an hour with no project is the administrators' to approve.
    const admin = await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'approve'), DEMO_ADMIN_EMAIL);
    expect(admin.json()).toMatchObject({ status: 'approved', approved: { figures: { totalMinutes: 60 } } });
  });

  it('is rejected only with a reason, and may then be submitted again', async () => {
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'submit'), PRIYA, {});
    const blank = await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'reject'), DEMO_ADMIN_EMAIL, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'reason', message: texts.reasonRequired }]);
    const rejected = await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'reject'), DEMO_ADMIN_EMAIL, {
      reason: 'Wednesday is missing',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Wednesday is missing',
      canSubmit: false,
    });
    const own = (await call('GET', await weekUrl(PRIYA, LAST_WEEK), PRIYA)).json();
    expect(own).toMatchObject({ status: 'rejected', canSubmit: true });
    const future = await call('POST', await weekUrl(PRIYA, '2026-03-09', 'submit'), PRIYA, {});
    expect(future.statusCode).toBe(409);
    expect(future.json().detail).toBe(texts.futureWeek);
  });

  it('decides many weeks at once, each alone', async () => {
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'submit'), PRIYA, {});
    await call('POST', await weekUrl(VIKRAM, LAST_WEEK, 'submit'), VIKRAM, {});
    const weeks = [
      { employeeId: await idOf(PRIYA), weekStart: LAST_WEEK },
      { employeeId: await idOf(VIKRAM), weekStart: LAST_WEEK },
      { employeeId: await idOf(RAHUL), weekStart: LAST_WEEK },
    ];
    const response = await call('POST', '/api/v1/timesheet-approvals/decide', DEMO_ADMIN_EMAIL, {
      action: 'approve',
      weeks,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .results.map((result: { isDone: boolean; status: string }) => [result.isDone, result.status]),
    ).toEqual([
      [true, 'approved'],
      [true, 'approved'],
      [false, 'open'],
    ]);
    expect(response.json().results[2].message).toBe(texts.notSubmitted);
    expect((await call('GET', '/api/v1/timesheet-approvals', VIKRAM)).statusCode).toBe(403);
  });
});

describe('the lock', () => {
  it('refuses manual time and re-opening up to its date, is for administrators, and is audited', async () => {
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'submit'), PRIYA, {});
    await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'approve'), DEMO_ADMIN_EMAIL);

    expect(
      (await call('PUT', '/api/v1/timesheet-lock', RAHUL, { lockedThrough: '2026-03-01' })).statusCode,
    ).toBe(403);
    const today = await call('PUT', '/api/v1/timesheet-lock', DEMO_ADMIN_EMAIL, { lockedThrough: THIS_WEEK });
    expect(today.statusCode).toBe(400);
    expect(today.json().detail).toBe(texts.lockInFuture);
    const locked = await call('PUT', '/api/v1/timesheet-lock', DEMO_ADMIN_EMAIL, {
      lockedThrough: '2026-03-01',
    });
    expect(locked.json()).toMatchObject({
      lockedThrough: '2026-03-01',
      lockedBy: { name: expect.any(String) },
    });
    expect((await call('GET', '/api/v1/timesheet-lock', PRIYA)).json().lockedThrough).toBe('2026-03-01');

    const request = await call('POST', '/api/v1/manual-time', PRIYA, {
      date: '2026-02-27',
      from: '09:00',
      to: '10:00',
      projectId: null,
      todoId: null,
      isProductive: true,
      reason: 'Forgot the tracker',
    });
    expect(request.statusCode).toBe(409);
    expect(request.json().errors).toEqual([{ path: 'date', message: lockedMessage('2026-03-01') }]);
    const reopen = await call('POST', await weekUrl(PRIYA, LAST_WEEK, 'reject'), DEMO_ADMIN_EMAIL, {
      reason: 'Redo',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toBe(lockedMessage('2026-03-01'));
    expect((await storedWeek(PRIYA, LAST_WEEK))?.status).toBe('approved');

    // A late upload into the locked, approved week is kept and shown, and the week stays approved.
    const priyaId = await idOf(PRIYA);
    await testApp.db.transaction(async (tx) =>
      noteTimesheetChange(tx, testApp.demoOrganizationId, {
        employeeId: priyaId,
        kind: 'tracker-upload',
        dates: ['2026-02-25'],
        at: new Date('2026-03-02T09:00:00Z'),
      }),
    );
    expect(await storedWeek(PRIYA, LAST_WEEK)).toMatchObject({
      status: 'approved',
      pendingChanges: [{ kind: 'tracker-upload', date: '2026-02-25', at: '2026-03-02T09:00:00.000Z' }],
    });

    await call('PUT', '/api/v1/timesheet-lock', DEMO_ADMIN_EMAIL, { lockedThrough: null });
    const [lock] = await testApp.db.select().from(timesheetLocks);
    expect(lock?.lockedThrough).toBeNull();
    const actions = (await testApp.db.select().from(auditEvents)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['timesheets.locked', 'timesheets.unlocked']));
  });
});
