import { chosenPasswordTexts } from '@pulse/shared/domain/chosen-password';
import { INVITATION_VALID_MS } from '@pulse/shared/domain/invitation-status';
import { invitationTexts } from '@pulse/shared/spec-texts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, employeeInvitations, employees, mailOutbox } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { postSignIn, SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { newEmployeeBody } from './employees.test-helpers';

// Add Employee with an invitation instead of a password, the link's single use, its expiry,
// Resend, and what ends an invitation.
const testApp = useTestApp();
const EMAIL = 'meera.iyer@demo.pulse';
const CHOSEN = 'violet harbour tram 42';
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const addInvited = async (overrides: Record<string, unknown> = {}) => {
  const options = (await call('GET', '/api/v1/employees/form-options')).json();
  const response = await call(
    'POST',
    '/api/v1/employees',
    newEmployeeBody(options, { password: '', sendInvitation: true, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

// The token of the newest invitation mail to the address, as the person would click it.
const latestToken = async (to = EMAIL) => {
  const [mail] = await testApp.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt));
  const token = mail?.textBody.match(/\/invitation#token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${to}`);
  return token;
};

const lookup = (token: string) => call('POST', '/api/v1/invitations/lookup', { token }, '');
const accept = (token: string, password = CHOSEN) =>
  call('POST', '/api/v1/invitations/accept', { token, password }, '');

const statusInList = async () => {
  const list = (
    await call('GET', `/api/v1/employees?search=${encodeURIComponent(EMAIL)}&searchBy=officialEmail`)
  ).json();
  return list.items[0]?.invitationStatus;
};

const auditActions = async (employeeId: string) =>
  (
    await testApp.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, employeeId)))
      .orderBy(auditEvents.occurredAt)
  ).map((row) => row.action);

describe('invitations', () => {
  it('adds the employee without a password and mails a link; no password signs them in before they accept', async () => {
    const { id } = await addInvited();
    const [row] = await testApp.db.select().from(employees).where(eq(employees.id, id));
    expect(row?.passwordHash).toBeNull();
    const [invitation] = await testApp.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.employeeId, id));
    const token = await latestToken();
    // The link carries the row's id and a secret; only the secret's hash is stored.
    const [invitationId, secret] = token.split('.');
    expect(invitation?.id).toBe(invitationId);
    expect(invitation?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(invitation?.secretHash).not.toContain(secret);
    expect(await statusInList()).toBe('invited');
    // Not even the password that unknown accounts are timed against.
    expect((await postSignIn(testApp, EMAIL, 'pulse-timing-equaliser')).statusCode).toBe(401);
    expect(await auditActions(id)).toContain('employee.invited');
  });

  it('refuses a Tracker Password beside an invitation, and writes nothing', async () => {
    const options = (await call('GET', '/api/v1/employees/form-options')).json();
    const response = await call(
      'POST',
      '/api/v1/employees',
      newEmployeeBody(options, { sendInvitation: true, password: 'Meera@26' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'password',
      message: invitationTexts.passwordWithInvitation,
    });
    expect(await testApp.db.select().from(employees).where(eq(employees.officialEmail, EMAIL))).toHaveLength(
      0,
    );
  });

  it('is accepted once with a password of the policy, and then the person signs in', async () => {
    const { id } = await addInvited();
    const token = await latestToken();
    expect((await lookup(token)).json()).toMatchObject({ name: 'Meera Iyer', officialEmail: EMAIL });
    const weak = await accept(token, 'meeraiyer2026');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: 'password', message: chosenPasswordTexts.containsOwnName }]);
    expect((await accept(token)).json()).toEqual({ officialEmail: EMAIL });
    expect((await postSignIn(testApp, EMAIL, CHOSEN)).statusCode).toBe(200);
    expect((await accept(token, 'another river 77 kite')).statusCode).toBe(404);
    expect((await lookup(token)).statusCode).toBe(404);
    expect(await statusInList()).toBe('joined');
    expect(await auditActions(id)).toContain('invitation.accepted');
    // Joined: nothing to resend.
    expect((await call('POST', `/api/v1/employees/${id}/invitation`)).statusCode).toBe(409);
  });

  it('expires after 7 days and shows as expired', async () => {
    await addInvited();
    const token = await latestToken();
    testApp.clock.advance(INVITATION_VALID_MS);
    // The administrator's session of a week ago has ended: a new one.
    adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
    const response = await accept(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().detail).toBe(invitationTexts.linkExpired);
    expect(await statusInList()).toBe('expired');
  });

  it('Resend mails a new link and voids the old one', async () => {
    const { id } = await addInvited();
    const oldToken = await latestToken();
    testApp.clock.advance(INVITATION_VALID_MS + 1000);
    adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
    expect((await call('POST', `/api/v1/employees/${id}/invitation`)).json()).toEqual({
      invitationStatus: 'invited',
    });
    const newToken = await latestToken();
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(oldToken)).statusCode).toBe(404);
    expect((await accept(newToken)).statusCode).toBe(200);
    expect(await auditActions(id)).toContain('invitation.resent');
  });

  it('stops working when the employee is deleted or a password is given instead', async () => {
    const { id } = await addInvited();
    const token = await latestToken();
    expect((await call('DELETE', `/api/v1/employees/${id}`)).statusCode).toBe(204);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    const [row] = await testApp.db.select().from(employees).where(eq(employees.id, id));
    expect(row?.passwordHash).toBeNull();
  });

  it('stops working once the person sets a password from a reset link, which it would overwrite', async () => {
    await addInvited();
    const invitation = await latestToken();
    expect((await call('POST', '/api/v1/auth/forgot-password', { email: EMAIL }, '')).statusCode).toBe(204);
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, EMAIL));
    const reset = mails
      .map((mail) => mail.textBody.match(/\/reset-password#token=([\w.-]+)/)?.[1])
      .find((token) => token !== undefined);
    if (!reset) throw new Error('no reset mail');
    const chosen = { token: reset, password: CHOSEN };
    expect((await call('POST', '/api/v1/auth/reset-password', chosen, '')).statusCode).toBe(204);
    expect((await lookup(invitation)).statusCode).toBe(404);
    expect((await accept(invitation, 'another harbour tram 43')).statusCode).toBe(404);
  });
});
