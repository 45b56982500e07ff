import type { NotificationList, OutboxMail, OutboxPage } from '@pulse/shared/contracts/notifications';
import type { MailStatus } from '@pulse/shared/domain/mail-status';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { enqueueMails } from '../../lib/mail/outbox';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { insertNotifications, type NewNotification } from './notifications.repository';

const testApp = useTestApp();
beforeEach(async () => {
  // The demo's bells start with its pending applications; these tests list only their own rows.
  await testApp.db.delete(notifications);
});

const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: { ...SAME_ORIGIN, cookie } });

// A second organisation with its administrator, signed in (organisation sign-up).
const notify = async (
  organizationId: string,
  recipientId: string,
  description: string,
  minutesAfterStart: number,
  sentBy: NewNotification['sentBy'] = null,
) => {
  const at = new Date(testApp.clock.now().getTime() + minutesAfterStart * 60 * 1000);
  await testApp.db.transaction((tx) =>
    insertNotifications(
      tx,
      [
        {
          organizationId,
          recipientId,
          leaveId: null,
          projectId: null,
          event: 'applied',
          recipientRole: 1,
          description,
          sentBy,
        },
      ],
      at,
    ),
  );
};

describe('GET /notifications and POST /notifications/mark-viewed', () => {
  it("lists only the caller's notifications, newest first, and marks them viewed", async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const organizationId = testApp.demoOrganizationId;
    const sender = { id: admin.employee.id, name: admin.employee.name };
    await notify(organizationId, employee.employee.id, 'Oldest', 1, sender);
    await notify(organizationId, employee.employee.id, 'Newest', 3);
    await notify(organizationId, employee.employee.id, 'Middle', 2);
    await notify(organizationId, admin.employee.id, 'For the admin', 4);

    const listed = await call('GET', '/notifications', employee.cookie);
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as NotificationList;
    expect(list.hasUnread).toBe(true);
    expect(list.items.map((item) => item.description)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(list.items[2]).toMatchObject({ sentBy: sender, isViewed: false, event: 'applied' });

    const marked = await call('POST', '/notifications/mark-viewed', employee.cookie);
    expect(marked.statusCode).toBe(200);
    const after = marked.json() as NotificationList;
    expect(after.hasUnread).toBe(false);
    expect(after.items.map((item) => [item.description, item.isViewed])).toEqual([
      ['Newest', true],
      ['Middle', true],
      ['Oldest', true],
    ]);
    // The admin's notification is untouched by the employee's mark-viewed.
    const unread = await testApp.db
      .select({ description: notifications.description })
      .from(notifications)
      .where(isNull(notifications.viewedAt));
    expect(unread).toEqual([{ description: 'For the admin' }]);
    const adminList = (await call('GET', '/notifications', admin.cookie)).json() as NotificationList;
    expect(adminList.items.map((item) => item.description)).toEqual(['For the admin']);
    expect(adminList.hasUnread).toBe(true);
  });

  it("never shows or marks another organisation's notifications", async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    await notify(other.organizationId, other.employeeId, 'Acme only', 1);
    await notify(testApp.demoOrganizationId, employee.employee.id, 'Demo only', 1);

    const otherList = (await call('GET', '/notifications', other.cookie)).json() as NotificationList;
    expect(otherList.items.map((item) => item.description)).toEqual(['Acme only']);
    await call('POST', '/notifications/mark-viewed', other.cookie);
    const [demoRow] = await testApp.db
      .select({ viewedAt: notifications.viewedAt })
      .from(notifications)
      .where(eq(notifications.organizationId, testApp.demoOrganizationId));
    expect(demoRow?.viewedAt).toBeNull();
    const demoList = (await call('GET', '/notifications', employee.cookie)).json() as NotificationList;
    expect(demoList.items.map((item) => item.description)).toEqual(['Demo only']);
  });

  it('caps the list at 50, the newest, and still reports unread beyond them', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    await testApp.db.transaction((tx) =>
      insertNotifications(
        tx,
        Array.from({ length: 55 }, (_, index) => ({
          organizationId: testApp.demoOrganizationId,
          recipientId: employee.employee.id,
          leaveId: null,
          projectId: null,
          event: 'approved' as const,
          recipientRole: 2 as const,
          description: `Notification ${index}`,
          sentBy: null,
        })),
        testApp.clock.now(),
      ),
    );
    const list = (await call('GET', '/notifications', employee.cookie)).json() as NotificationList;
    expect(list.items).toHaveLength(50);
    expect(list.hasUnread).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/notifications', '')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/mark-viewed', '')).statusCode).toBe(401);
  });
});

describe('GET /outbox', () => {
  const enqueueFor = (organizationId: string, count: number, label: string) =>
    testApp.db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        // One insert per minute, so "newest first" has an order to prove.
        const at = new Date(testApp.clock.now().getTime() + index * 60 * 1000);
        await enqueueMails(
          tx,
          [
            {
              organizationId,
              to: `${label}${index}@example.test`,
              subject: `${label} ${index}`,
              text: 'Body',
            },
          ],
          at,
        );
      }
    });

  it("pages the organisation's mail newest first, 20 per page, for administrators only", async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    await enqueueFor(testApp.demoOrganizationId, 25, 'demo');
    await enqueueFor(other.organizationId, 3, 'acme');

    const first = (await call('GET', '/outbox', admin.cookie)).json() as OutboxPage;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      toAddress: 'demo24@example.test',
      subject: 'demo 24',
      textBody: 'Body',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const second = (await call('GET', '/outbox?page=2', admin.cookie)).json() as OutboxPage;
    expect(second.items.map((mail) => mail.subject)).toEqual([
      'demo 4',
      'demo 3',
      'demo 2',
      'demo 1',
      'demo 0',
    ]);

    const otherPage = (await call('GET', '/outbox', other.cookie)).json() as OutboxPage;
    expect(otherPage.total).toBe(3);
    expect(otherPage.items.every((mail) => mail.subject.startsWith('acme'))).toBe(true);

    expect((await call('GET', '/outbox', employee.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/outbox?page=0', admin.cookie)).statusCode).toBe(400);
    // Nothing about the outbox changed by reading it.
    const pending = await testApp.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.organizationId, testApp.demoOrganizationId), eq(mailOutbox.status, 'pending')),
      );
    expect(pending).toHaveLength(25);
  });
});

describe('GET /outbox/:id/attachments/:attachmentId', () => {
  it('lists each mail’s files on the page and downloads one to its organisation’s administrators', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const content = Buffer.from('\uFEFF"Employee"\r\n"Asha Verma"\r\n');
    await testApp.db.transaction((tx) =>
      enqueueMails(
        tx,
        [
          {
            organizationId: testApp.demoOrganizationId,
            to: 'asha@example.test',
            subject: 'Weekly report',
            text: 'Attached.',
            attachments: [
              {
                fileName: '02-Mar-2026 To 08-Mar-2026 Tracker Report.csv',
                contentType: 'text/csv; charset=utf-8',
                content,
              },
            ],
          },
        ],
        testApp.clock.now(),
      ),
    );

    const page = (await call('GET', '/outbox', admin.cookie)).json() as OutboxPage;
    const [mail] = page.items;
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      fileName: '02-Mar-2026 To 08-Mar-2026 Tracker Report.csv',
      contentType: 'text/csv; charset=utf-8',
      size: content.byteLength,
    });
    const url = `/outbox/${mail?.id}/attachments/${attachment?.id}`;
    const download = await call('GET', url, admin.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(content);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Another organisation's administrator finds neither the file nor the mail.
    expect((await call('GET', url, other.cookie)).statusCode).toBe(404);
    // A file is reached only through its own mail.
    const otherMailUrl = `/outbox/${attachment?.id}/attachments/${attachment?.id}`;
    expect((await call('GET', otherMailUrl, admin.cookie)).statusCode).toBe(404);
  });
});

describe('POST /outbox/:id/resend and /outbox/resend-failed', () => {
  const REJECTED =
    "Can't send mail - all recipients were rejected: 550 5.1.1 <gone@example.test>: Recipient address rejected";

  // A mail as the worker leaves it: given up after five attempts, or in another state.
  const mailWith = async (organizationId: string, status: MailStatus, subject = 'Leave approved') => {
    const [row] = await testApp.db
      .insert(mailOutbox)
      .values({
        organizationId,
        toAddress: 'gone@example.test',
        subject,
        textBody: 'Body',
        status,
        attempts: status === 'pending' ? 0 : 5,
        nextAttemptAt: new Date(testApp.clock.now().getTime() - 60 * 60 * 1000),
        lastError: status === 'failed' ? REJECTED : null,
        createdAt: new Date(testApp.clock.now().getTime() - 2 * 60 * 60 * 1000),
      })
      .returning();
    if (!row) throw new Error('no mail inserted');
    return row;
  };
  const rowOf = async (id: string) => {
    const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  };
  const resentRecords = () =>
    testApp.db.select().from(auditEvents).where(eq(auditEvents.action, 'mail.resent'));

  it('puts a failed mail back in the queue, due now with its attempts afresh, and records who did', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const mail = await mailWith(testApp.demoOrganizationId, 'failed');

    const response = await call('POST', `/outbox/${mail.id}/resend`, admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json() as OutboxMail).toMatchObject({ id: mail.id, status: 'pending', attempts: 0 });
    expect(await rowOf(mail.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: testApp.clock.now(),
      // The old answer stays on record; the outbox no longer shows it for a mail sent again.
      lastError: REJECTED,
    });
    const [record] = await resentRecords();
    expect(record).toMatchObject({
      organizationId: testApp.demoOrganizationId,
      actorId: admin.employee.id,
      summary: 'Sent the failed mail “Leave approved” to gone@example.test again',
    });
  });

  it.each<MailStatus>(['sent', 'pending', 'kept'])(
    'refuses a %s mail with 409 and changes nothing',
    async (status) => {
      const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
      const mail = await mailWith(testApp.demoOrganizationId, status);

      const response = await call('POST', `/outbox/${mail.id}/resend`, admin.cookie);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'MAIL_NOT_FAILED',
        detail: 'Only a failed mail can be sent again.',
      });
      expect(await rowOf(mail.id)).toEqual(mail);
      expect(await resentRecords()).toEqual([]);
    },
  );

  it("answers 404 for another organisation's mail and leaves it failed", async () => {
    const other = await signUpOtherOrganization(testApp);
    const mail = await mailWith(testApp.demoOrganizationId, 'failed');

    expect((await call('POST', `/outbox/${mail.id}/resend`, other.cookie)).statusCode).toBe(404);
    expect(await rowOf(mail.id)).toEqual(mail);
  });

  it('answers 403 to an employee on both and changes nothing', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const mail = await mailWith(testApp.demoOrganizationId, 'failed');

    expect((await call('POST', `/outbox/${mail.id}/resend`, employee.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/outbox/resend-failed', employee.cookie)).statusCode).toBe(403);
    expect(await rowOf(mail.id)).toEqual(mail);
  });

  it("sends every failed mail of the organisation again and answers how many; the page's count follows", async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const failed = await Promise.all(
      ['One', 'Two', 'Three'].map((subject) => mailWith(testApp.demoOrganizationId, 'failed', subject)),
    );
    const sent = await mailWith(testApp.demoOrganizationId, 'sent');
    const othersFailed = await mailWith(other.organizationId, 'failed');
    const failedCount = async () =>
      ((await call('GET', '/outbox', admin.cookie)).json() as OutboxPage).failedCount;
    expect(await failedCount()).toBe(3);

    const response = await call('POST', '/outbox/resend-failed', admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resent: 3 });
    for (const mail of failed) expect(await rowOf(mail.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await rowOf(sent.id)).toEqual(sent);
    expect(await rowOf(othersFailed.id)).toEqual(othersFailed);
    expect(await failedCount()).toBe(0);
    expect((await resentRecords()).map((record) => record.summary)).toEqual(['Sent 3 failed mails again']);
    // Nothing left to send again: the answer says so, and the trail records nothing more.
    expect((await call('POST', '/outbox/resend-failed', admin.cookie)).json()).toEqual({ resent: 0 });
    expect(await resentRecords()).toHaveLength(1);
  });
});
