import { NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { AUTO_APPROVAL_NOTE } from '@pulse/shared/domain/manual-time-rules';
import { projectPulseTexts, manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activityIntervals,
  auditEvents,
  employees,
  mailOutbox,
  manualTimeRequests,
  notifications,
  organizations,
  projects,
  projectTime,
  todos,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02 at 14:30 in Asia/Kolkata (09:00 UTC), the demo's zone.
// Rahul Mehta (the demo employee) manages Pulse Mobile App, on whose team Priya Nair and Vikram Singh
// are; Arjun Rao manages Customer Portal Redesign (db/seed/demo-projects.ts).
const PRIYA = 'priya.nair@demo.pulse';
const VIKRAM = 'vikram.singh@demo.pulse';
const ARJUN = 'arjun.rao@demo.pulse';
const MOBILE_APP = 'Pulse Mobile App';
const PORTAL = 'Customer Portal Redesign';

const testApp = useTestApp();

beforeEach(async () => {
  // The demo's bells and mails (its pending leaves) are not what these tests count. The demo without
  // its tracked history has no manual time (db/seed/demo-manual-time.ts comes with the history).
  await testApp.db.delete(notifications);
  await testApp.db.delete(mailOutbox);
});

const cookieOf = async (email: string) => (await sessionFor(testApp, email)).cookie;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const projectByName = async (name: string) => {
  const [row] = await testApp.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no demo project ${name}`);
  return row;
};

const todoByName = async (name: string) => {
  const [row] = await testApp.db.select().from(todos).where(eq(todos.name, name));
  if (!row) throw new Error(`no demo to-do ${name}`);
  return row;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-02',
  from: '09:00',
  to: '10:30',
  projectId: null,
  todoId: null,
  isProductive: true,
  reason: 'Workshop at the client’s office',
  ...overrides,
});

const requestAs = async (email: string, overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/v1/manual-time', await cookieOf(email), body(overrides));
  if (response.statusCode !== 201) throw new Error(`request failed: ${response.body}`);
  return response.json() as { id: string; status: string };
};

const mobileAppRequestOfPriya = async (overrides: Record<string, unknown> = {}) =>
  requestAs(PRIYA, { projectId: (await projectByName(MOBILE_APP)).id, ...overrides });

const countRows = async () => {
  const [requests] = await testApp.db.select({ value: count() }).from(manualTimeRequests);
  const [bells] = await testApp.db.select({ value: count() }).from(notifications);
  const [mails] = await testApp.db.select({ value: count() }).from(mailOutbox);
  const [times] = await testApp.db.select({ value: count() }).from(projectTime);
  return { requests: requests?.value, bells: bells?.value, mails: mails?.value, projectTime: times?.value };
};

// Tracked time written straight into the table the tracker's ingestion fills.
const insertTrackedInterval = async (
  email: string,
  interval: { kind: 'focus' | 'active' | 'away'; startedAt: string; durationSeconds: number },
) => {
  const employee = await employeeByEmail(email);
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId: testApp.demoOrganizationId,
      employeeId: employee.id,
      name: 'Test laptop',
      platform: 'linux',
      tokenHash: `hash-${Math.random()}`,
      createdAt: new Date(interval.startedAt),
      lastSeenAt: new Date(interval.startedAt),
    })
    .returning({ id: trackerDevices.id });
  const startedAt = new Date(interval.startedAt);
  await ensureActivityPartitions(testApp.db, startedAt, startedAt);
  await testApp.db.insert(activityIntervals).values({
    organizationId: testApp.demoOrganizationId,
    employeeId: employee.id,
    deviceId: device?.id ?? '',
    kind: interval.kind,
    startedAt,
    durationSeconds: interval.durationSeconds,
    app: interval.kind === 'focus' ? 'Code' : null,
    title: interval.kind === 'focus' ? 'Code — work' : null,
  });
};

describe('adding manual time', () => {
  it('files a pending request and tells its deciders (bell, mail, live), not the employee', async () => {
    const priya = await employeeByEmail(PRIYA);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const project = await projectByName(MOBILE_APP);
    const todo = await todoByName('Offline sync of tracked time');
    const response = await call(
      'POST',
      '/api/v1/manual-time',
      await cookieOf(PRIYA),
      body({ projectId: project.id, todoId: todo.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      employee: { id: priya.id, name: 'Priya Nair' },
      date: '2026-03-02',
      from: '09:00',
      to: '10:30',
      startedAt: '2026-03-02T03:30:00.000Z',
      endedAt: '2026-03-02T05:00:00.000Z',
      minutes: 90,
      project: { id: project.id, name: MOBILE_APP },
      todo: { id: todo.id, name: 'Offline sync of tracked time' },
      isProductive: true,
      status: 'pending',
      statusName: 'Pending',
      decidedBy: null,
      actions: ['delete'],
    });

    const bells = await testApp.db.select().from(notifications).orderBy(asc(notifications.recipientRole));
    expect(bells.map((bell) => [bell.recipientId, bell.recipientRole, bell.event])).toEqual([
      [rahul.id, NOTIFICATION_ROLE.manager, 'manual-time-requested'],
      [admin.id, NOTIFICATION_ROLE.admin, 'manual-time-requested'],
    ]);
    expect(bells[0]?.description).toBe(
      'Priya Nair asked for manual time: 1:30 h on 02-Mar-2026 (09:00–10:30) for Pulse Mobile App.',
    );
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL]);
    expect(mails[0]?.textBody).toContain('Reason: Workshop at the client’s office');
    expect(testApp.realtime.sent.map((sent) => [sent.employeeId, sent.event]).sort()).toEqual(
      [
        [admin.id, 'notification:created'],
        [rahul.id, 'notification:created'],
      ].sort(),
    );
  });

  it('sends a request without a project to the administrators alone', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await requestAs(PRIYA);
    const bells = await testApp.db.select().from(notifications);
    expect(bells.map((bell) => bell.recipientId)).toEqual([admin.id]);
  });

  it.each([
    ['no reason', { reason: ' ' }, 'reason', texts.reasonRequired],
    ['no date', { date: '' }, 'date', texts.dateRequired],
    ['a malformed time', { from: '9am' }, 'from', texts.timeInvalid],
    ['to before from', { from: '11:00', to: '10:00' }, 'to', texts.toNotAfterFrom],
    ['a time still to come', { from: '14:00', to: '15:00' }, 'to', texts.inFuture],
    ['a day still to come', { date: '2026-03-03' }, 'date', texts.inFuture],
    ['31 days back', { date: '2026-01-30' }, 'date', texts.tooOld],
    ['more than 12 hours', { date: '2026-03-01', from: '08:00', to: '20:30' }, 'to', texts.tooLong],
    ['no kind of time', { isProductive: null }, 'isProductive', texts.kindRequired],
  ])('refuses %s with the field’s message and writes nothing', async (_name, change, path, message) => {
    const before = await countRows();
    const response = await call('POST', '/api/v1/manual-time', await cookieOf(PRIYA), body(change));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await countRows()).toEqual(before);
  });

  it('takes only the employee’s own projects and to-dos assigned to them', async () => {
    const portal = await projectByName(PORTAL);
    const mobile = await projectByName(MOBILE_APP);
    const vikramsTodo = await todoByName('Push notifications for leave approvals');
    const cookie = await cookieOf(PRIYA);
    const notOnTeam = await call('POST', '/api/v1/manual-time', cookie, body({ projectId: portal.id }));
    expect(notOnTeam.statusCode).toBe(400);
    expect(notOnTeam.json().errors).toEqual([{ path: 'projectId', message: projectPulseTexts.notOnTeam }]);
    const notAssigned = await call(
      'POST',
      '/api/v1/manual-time',
      cookie,
      body({ projectId: mobile.id, todoId: vikramsTodo.id }),
    );
    expect(notAssigned.statusCode).toBe(400);
    expect(notAssigned.json().errors).toEqual([
      { path: 'todoId', message: projectPulseTexts.todoNotAssigned },
    ]);
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const foreign = await call('POST', '/api/v1/manual-time', otherCookie, body({ projectId: mobile.id }));
    expect(foreign.statusCode).toBe(400);
    expect((await countRows()).requests).toBe(0);
  });

  it('refuses time the tracker recorded, naming the tracked span', async () => {
    // 09:30–09:50 in Kolkata.
    await insertTrackedInterval(PRIYA, {
      kind: 'focus',
      startedAt: '2026-03-02T04:00:00Z',
      durationSeconds: 1200,
    });
    const cookie = await cookieOf(PRIYA);
    const response = await call('POST', '/api/v1/manual-time', cookie, body());
    expect(response.statusCode).toBe(409);
    const message = `${texts.overlapsTracked} (09:30–09:50).`;
    expect(response.json()).toMatchObject({ detail: message, errors: [{ path: 'from', message }] });
    // Right after it, and time marked away alone (no tracked time), are free.
    await insertTrackedInterval(PRIYA, {
      kind: 'away',
      startedAt: '2026-03-02T05:30:00Z',
      durationSeconds: 600,
    });
    expect(
      (await call('POST', '/api/v1/manual-time', cookie, body({ from: '09:50', to: '11:10' }))).statusCode,
    ).toBe(201);
  });

  it('refuses an overlap with another pending or approved request, not with a denied one', async () => {
    const first = await requestAs(PRIYA);
    const cookie = await cookieOf(PRIYA);
    const overlapping = await call(
      'POST',
      '/api/v1/manual-time',
      cookie,
      body({ from: '10:00', to: '11:00' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().errors).toEqual([
      { path: 'from', message: `${texts.overlapsRequest} (09:00–10:30, Pending).` },
    ]);
    const denied = await call(
      'POST',
      `/api/v1/manual-time/${first.id}/deny`,
      await cookieOf(DEMO_ADMIN_EMAIL),
      {
        note: 'Not agreed',
      },
    );
    expect(denied.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/v1/manual-time', cookie, body({ from: '10:00', to: '11:00' }))).statusCode,
    ).toBe(201);
  });

  it('approves a request under the organisation’s threshold at once, telling nobody', async () => {
    await testApp.db
      .update(organizations)
      .set({ manualTimeAutoApproveMinutes: 60 })
      .where(eq(organizations.id, testApp.demoOrganizationId));
    const project = await projectByName(MOBILE_APP);
    const short = await call(
      'POST',
      '/api/v1/manual-time',
      await cookieOf(PRIYA),
      body({ from: '09:00', to: '09:45', projectId: project.id }),
    );
    expect(short.json()).toMatchObject({
      status: 'approved',
      decidedBy: null,
      decisionNote: AUTO_APPROVAL_NOTE,
      actions: [],
    });
    expect(short.json().decidedAt).not.toBeNull();
    expect((await countRows()).bells).toBe(0);
    const [row] = await testApp.db
      .select()
      .from(projectTime)
      .where(eq(projectTime.manualTimeRequestId, short.json().id));
    expect(row).toMatchObject({ workedSeconds: 45 * 60, projectId: project.id });

    const hour = await requestAs(PRIYA, { from: '10:00', to: '11:00' });
    expect(hour.status).toBe('pending');
  });
});

describe('deciding', () => {
  it('lets the project’s manager approve: Manual Time in the project, audit, the employee told', async () => {
    const priya = await employeeByEmail(PRIYA);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const project = await projectByName(MOBILE_APP);
    const todo = await todoByName('Offline sync of tracked time');
    const request = await mobileAppRequestOfPriya({ todoId: todo.id });
    await testApp.db.delete(notifications);
    await testApp.db.delete(mailOutbox);
    testApp.realtime.clear();

    const rahulCookie = await cookieOf(DEMO_EMPLOYEE_EMAIL);
    const listed = await call('GET', '/api/v1/manual-time?scope=to-decide&status=pending', rahulCookie);
    expect(
      listed.json().items.map((item: { id: string; actions: string[] }) => [item.id, item.actions]),
    ).toEqual([[request.id, ['approve', 'deny']]]);

    const response = await call('POST', `/api/v1/manual-time/${request.id}/approve`, rahulCookie, {
      note: 'Thanks',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      decidedBy: { id: rahul.id, name: 'Rahul Mehta' },
      decisionNote: 'Thanks',
      actions: [],
    });

    const [time] = await testApp.db
      .select()
      .from(projectTime)
      .where(eq(projectTime.manualTimeRequestId, request.id));
    expect(time).toMatchObject({
      projectId: project.id,
      todoId: todo.id,
      employeeId: priya.id,
      slotStart: new Date('2026-03-02T03:30:00Z'),
      trackedSeconds: 5400,
      idleSeconds: 0,
      workedSeconds: 5400,
      // Priya's rate on the project (demo-projects.ts).
      hourlyRate: 1100,
    });

    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'manual-time.approved'), eq(auditEvents.subjectId, priya.id)));
    expect(audit).toMatchObject({
      actorId: rahul.id,
      summary: 'Approved 1:30 h of manual time of Priya Nair on 02-Mar-2026 (09:00–10:30)',
      ipAddress: '127.0.0.1',
    });
    expect(audit?.details).toMatchObject({ requestId: request.id, minutes: 90, note: 'Thanks' });

    const bells = await testApp.db.select().from(notifications);
    expect(bells.map((bell) => [bell.recipientId, bell.recipientRole, bell.event, bell.description])).toEqual(
      [
        [
          priya.id,
          NOTIFICATION_ROLE.applier,
          'manual-time-approved',
          'Rahul Mehta approved your manual time: 1:30 h on 02-Mar-2026 (09:00–10:30) for Pulse Mobile App. Note: Thanks',
        ],
      ],
    );
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [PRIYA, 'Manual time approved: 02-Mar-2026 (09:00–10:30)'],
    ]);

    // The project's consumed hours include it (spec B §3 consumedWork), and Priya's share of them.
    const detail = await call('GET', `/api/v1/projects/${project.id}`, await cookieOf(DEMO_ADMIN_EMAIL));
    expect(detail.json().consumedHours).toBe(1.5);
    expect(detail.json().consumedBudget).toBe(1650);
    expect(
      detail.json().team.find((member: { employeeId: string }) => member.employeeId === priya.id)
        .consumedHours,
    ).toBe(1.5);
    // The to-do it was spent on is started.
    expect((await todoByName('Offline sync of tracked time')).status).not.toBe(0);
  });

  it('lets an administrator deny with a note, which the employee reads', async () => {
    const priya = await employeeByEmail(PRIYA);
    const request = await mobileAppRequestOfPriya();
    await testApp.db.delete(notifications);
    const adminCookie = await cookieOf(DEMO_ADMIN_EMAIL);
    const withoutNote = await call('POST', `/api/v1/manual-time/${request.id}/deny`, adminCookie, {
      note: '  ',
    });
    expect(withoutNote.statusCode).toBe(400);
    expect(withoutNote.json().errors).toEqual([{ path: 'note', message: texts.noteRequired }]);

    const response = await call('POST', `/api/v1/manual-time/${request.id}/deny`, adminCookie, {
      note: 'You were on leave that morning',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'denied',
      decisionNote: 'You were on leave that morning',
    });
    expect(
      await testApp.db.select().from(projectTime).where(eq(projectTime.manualTimeRequestId, request.id)),
    ).toEqual([]);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'manual-time.denied'));
    expect(audit?.subjectId).toBe(priya.id);
    const bells = await testApp.db.select().from(notifications);
    expect(bells.map((bell) => bell.description)).toEqual([
      'Asha Verma denied your manual time: 1:30 h on 02-Mar-2026 (09:00–10:30) for Pulse Mobile App. Note: You were on leave that morning',
    ]);

    const again = await call('POST', `/api/v1/manual-time/${request.id}/approve`, adminCookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(texts.notPending);
  });

  it('keeps everyone else out: the employee, a team mate, another project’s manager, another organisation', async () => {
    const request = await mobileAppRequestOfPriya();
    const before = await countRows();
    const own = await call('POST', `/api/v1/manual-time/${request.id}/approve`, await cookieOf(PRIYA), {});
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(texts.ownRequest);
    for (const email of [VIKRAM, ARJUN]) {
      const cookie = await cookieOf(email);
      expect((await call('POST', `/api/v1/manual-time/${request.id}/approve`, cookie, {})).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/v1/manual-time/${request.id}`, cookie)).statusCode).toBe(404);
      const toDecide = await call('GET', '/api/v1/manual-time?scope=to-decide', cookie);
      expect(toDecide.json().items).toEqual([]);
    }
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/manual-time/${request.id}`, undefined],
      ['POST', `/api/v1/manual-time/${request.id}/approve`, {}],
      ['POST', `/api/v1/manual-time/${request.id}/deny`, { note: 'no' }],
      ['DELETE', `/api/v1/manual-time/${request.id}`, undefined],
    ] as const) {
      const response = await call(method, url, otherCookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await testApp.db
      .select()
      .from(manualTimeRequests)
      .where(eq(manualTimeRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(await countRows()).toMatchObject({ requests: before.requests, projectTime: before.projectTime });
  });

  it('leaves a request without a project to administrators', async () => {
    const request = await requestAs(PRIYA);
    const rahulCookie = await cookieOf(DEMO_EMPLOYEE_EMAIL);
    expect(
      (await call('POST', `/api/v1/manual-time/${request.id}/approve`, rahulCookie, {})).statusCode,
    ).toBe(404);
    const approved = await call(
      'POST',
      `/api/v1/manual-time/${request.id}/approve`,
      await cookieOf(DEMO_ADMIN_EMAIL),
      {},
    );
    expect(approved.json().status).toBe('approved');
    // No project: nothing is added to any project's time.
    expect(
      await testApp.db.select().from(projectTime).where(eq(projectTime.manualTimeRequestId, request.id)),
    ).toEqual([]);
  });

  it('refuses to approve time the tracker has uploaded since the request', async () => {
    const request = await mobileAppRequestOfPriya();
    await insertTrackedInterval(PRIYA, {
      kind: 'active',
      startedAt: '2026-03-02T04:10:00Z',
      durationSeconds: 300,
    });
    const response = await call(
      'POST',
      `/api/v1/manual-time/${request.id}/approve`,
      await cookieOf(DEMO_EMPLOYEE_EMAIL),
      {},
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(`${texts.overlapsTracked} (09:40–09:45).`);
    const [row] = await testApp.db
      .select()
      .from(manualTimeRequests)
      .where(eq(manualTimeRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });

  it('keeps an approved request’s project time when the tracker uploads the same slot', async () => {
    const project = await projectByName(MOBILE_APP);
    // 11:00–11:30 in Kolkata: 05:30–06:00 UTC.
    const request = await mobileAppRequestOfPriya({ from: '11:00', to: '11:30' });
    await call('POST', `/api/v1/manual-time/${request.id}/approve`, await cookieOf(DEMO_ADMIN_EMAIL), {});
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: { email: PRIYA, password: DEMO_PASSWORD, deviceName: 'LAPTOP', platform: 'linux' },
    });
    const token = signIn.json().deviceToken as string;
    // Tracked time right after the request, in the slot the request starts in (05:30–05:40 UTC).
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/batches',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        batchId: 'after-manual',
        intervals: [
          {
            kind: 'focus',
            startedAt: '2026-03-02T06:00:00Z',
            durationSeconds: 300,
            app: 'Code',
            title: 'Code — work',
            projectId: project.id,
          },
        ],
        inputMinutes: [],
      },
    });
    expect(upload.statusCode).toBe(200);
    // And a slot the manual row sits in, re-rolled by a screenshot-less batch touching it.
    const touch = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/batches',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        batchId: 'same-slot',
        intervals: [],
        inputMinutes: [{ minuteStart: '2026-03-02T05:31:00Z', keyPresses: 0, mouseClicks: 0 }],
      },
    });
    expect(touch.statusCode).toBe(200);
    const rows = await testApp.db
      .select()
      .from(projectTime)
      .where(eq(projectTime.employeeId, (await employeeByEmail(PRIYA)).id))
      .orderBy(asc(projectTime.slotStart));
    expect(
      rows.map((row) => [row.slotStart.toISOString(), row.workedSeconds, row.manualTimeRequestId]),
    ).toEqual([
      ['2026-03-02T05:30:00.000Z', 1800, request.id],
      ['2026-03-02T06:00:00.000Z', 300, null],
    ]);
  });
});

describe('lists and deleting', () => {
  it('lists one’s own requests by status, and the to-decide scope of an administrator', async () => {
    const pending = await requestAs(PRIYA, { from: '08:00', to: '09:00' });
    const approved = await requestAs(PRIYA, { from: '10:00', to: '11:00' });
    const adminCookie = await cookieOf(DEMO_ADMIN_EMAIL);
    await call('POST', `/api/v1/manual-time/${approved.id}/approve`, adminCookie, {});
    const cookie = await cookieOf(PRIYA);
    const mine = await call('GET', '/api/v1/manual-time?scope=mine&status=pending', cookie);
    expect(mine.json()).toMatchObject({ page: 1, pageSize: 20, total: 1, totalPages: 1 });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([pending.id]);
    const mineApproved = await call('GET', '/api/v1/manual-time?status=approved', cookie);
    expect(mineApproved.json().items.map((item: { id: string }) => item.id)).toEqual([approved.id]);
    // An administrator's own requests are not theirs to decide.
    await requestAs(DEMO_ADMIN_EMAIL, { from: '12:00', to: '13:00' });
    const toDecide = await call('GET', '/api/v1/manual-time?scope=to-decide&status=pending', adminCookie);
    expect(toDecide.json().items.map((item: { id: string }) => item.id)).toEqual([pending.id]);
    expect((await call('GET', '/api/v1/manual-time?status=nope', cookie)).statusCode).toBe(400);
  });

  it('lets the employee delete a pending request, nobody else, and nothing once decided', async () => {
    const request = await mobileAppRequestOfPriya();
    const rahulCookie = await cookieOf(DEMO_EMPLOYEE_EMAIL);
    const byManager = await call('DELETE', `/api/v1/manual-time/${request.id}`, rahulCookie);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().detail).toBe(texts.onlyOwnDelete);
    const cookie = await cookieOf(PRIYA);
    expect((await call('DELETE', `/api/v1/manual-time/${request.id}`, cookie)).statusCode).toBe(204);
    expect((await countRows()).requests).toBe(0);

    const decided = await mobileAppRequestOfPriya();
    await call('POST', `/api/v1/manual-time/${decided.id}/approve`, rahulCookie, {});
    const late = await call('DELETE', `/api/v1/manual-time/${decided.id}`, cookie);
    expect(late.statusCode).toBe(409);
    expect((await countRows()).requests).toBe(1);
  });

  it('offers the employee’s projects with their open to-dos, and says who decides', async () => {
    const priya = await call('GET', '/api/v1/manual-time/options', await cookieOf(PRIYA));
    expect(priya.json()).toMatchObject({
      canDecide: false,
      autoApproveMinutes: null,
      projects: [{ name: MOBILE_APP, todos: [{ name: 'Offline sync of tracked time' }] }],
    });
    const rahul = await call('GET', '/api/v1/manual-time/options', await cookieOf(DEMO_EMPLOYEE_EMAIL));
    expect(rahul.json().canDecide).toBe(true);
  });

  it('counts the pending requests waiting for the caller’s decision, never the caller’s own', async () => {
    const pendingOf = async (email: string) =>
      (await call('GET', '/api/v1/manual-time/options', await cookieOf(email))).json().pendingToDecide;
    expect(await pendingOf(DEMO_EMPLOYEE_EMAIL)).toBe(0);
    await mobileAppRequestOfPriya();
    // Rahul manages the project, the administrator decides everyone's; Priya decides none of hers.
    expect(await pendingOf(DEMO_EMPLOYEE_EMAIL)).toBe(1);
    expect(await pendingOf(DEMO_ADMIN_EMAIL)).toBe(1);
    expect(await pendingOf(PRIYA)).toBe(0);
  });
});
