import { PASSWORD_RESET_LINK_MINUTES, passwordTexts } from '@pulse/shared/contracts/passwords';
import { chosenPasswordTexts } from '@pulse/shared/domain/chosen-password';
import { pulseTexts } from '@pulse/shared/spec-texts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  employees,
  mailOutbox,
  passwordResetTokens,
  signInEvents,
  trackerDevices,
  twoFactorCredentials,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import {
  deviceHeadersFor,
  postSignIn,
  SAME_ORIGIN,
  sessionFor,
  useTestApp,
} from '../../test-support/test-app';
import { purgeEndedSessions } from './auth.service';
import { RESET_LINKS_PER_EMAIL } from './passwords.routes';
import { MAX_UNTRUSTED_FAILURES } from './sign-in-throttle';

// forgot password, the reset link, and changing one's own password. The rate
// limits live in this file's app for all its tests: each test asks for links for a person of its own.
const testApp = useTestApp();

const NEW_PASSWORD = 'copper lantern orbit meadow';
const MINUTE = 60 * 1000;

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

const forgot = (email: string) => post('/api/v1/auth/forgot-password', { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  post('/api/v1/auth/reset-password', { token, password });

const mailsTo = (email: string) =>
  testApp.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));

// The token of the newest reset link mailed to the address, read from the mail as a person would.
const linkTokenFor = async (email: string) => {
  const [mail] = await mailsTo(email);
  const token = mail?.textBody.match(/\/reset-password#token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
};

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

const auditActions = async (employeeId: string) =>
  (
    await testApp.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, employeeId))
  ).map((row) => row.action);

const expectLinkInvalid = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'PASSWORD_RESET_LINK_INVALID',
    detail: passwordTexts.linkInvalid,
  });
};

const isSignedIn = async (cookie: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode === 200;

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, and mails a link only to a person who may sign in', async () => {
    const unknown = await forgot('nobody.here@demo.pulse');
    const known = await forgot(DEMO_EMPLOYEE_EMAIL.toUpperCase());
    expect([unknown.statusCode, known.statusCode]).toEqual([204, 204]);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody.here@demo.pulse')).toHaveLength(0);

    const [mail] = await mailsTo(DEMO_EMPLOYEE_EMAIL);
    expect(mail?.subject).toBe('Choose a new Pulse password');
    expect(mail?.textBody).toContain(`for ${PASSWORD_RESET_LINK_MINUTES} minutes`);
    // The token rides in the fragment of a link to the address the request came to.
    expect(mail?.textBody).toMatch(/http:\/\/localhost(:\d+)?\/reset-password#token=[\w-]{36}\.[\w-]{43}\n/);
    const token = await linkTokenFor(DEMO_EMPLOYEE_EMAIL);
    const [stored] = await testApp.db.select().from(passwordResetTokens);
    expect(stored?.expiresAt.getTime()).toBe(
      testApp.clock.now().getTime() + PASSWORD_RESET_LINK_MINUTES * MINUTE,
    );
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    expect(await auditActions(rahul.id)).toContain('password.reset-requested');

    const [relieved] = await testApp.db.select().from(employees).where(eq(employees.isRelieved, true));
    if (!relieved) throw new Error('the demo has a relieved employee');
    expect((await forgot(relieved.officialEmail)).statusCode).toBe(204);
    expect(await mailsTo(relieved.officialEmail)).toHaveLength(0);
  });

  it(`limits links to ${RESET_LINKS_PER_EMAIL} per typed address, known or not, with Retry-After`, async () => {
    for (const email of ['vikram.singh@demo.pulse', 'not.a.person@demo.pulse']) {
      for (let request = 0; request < RESET_LINKS_PER_EMAIL; request++) {
        expect((await forgot(email)).statusCode).toBe(204);
      }
      const limited = await forgot(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', detail: pulseTexts.tooManyAttempts });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mailsTo('vikram.singh@demo.pulse')).toHaveLength(RESET_LINKS_PER_EMAIL);
  });
});

describe('the reset link', () => {
  it('sets the password once, ends every session and tracker, and a newer link supersedes it', async () => {
    const email = 'priya.nair@demo.pulse';
    const browser = await sessionFor(testApp, email);
    const tracker = await deviceHeadersFor(testApp.app, email);
    await forgot(email);
    const superseded = await linkTokenFor(email);
    // A later mail, so that the newest is the one read.
    testApp.clock.advance(MINUTE);
    await forgot(email);
    const token = await linkTokenFor(email);
    expectLinkInvalid(await reset(superseded));

    expect((await reset(token)).statusCode).toBe(204);
    expectLinkInvalid(await reset(token, 'another fine passphrase'));

    expect(await isSignedIn(browser.cookie)).toBe(false);
    const priya = await employeeByEmail(email);
    const devices = await testApp.db
      .select()
      .from(trackerDevices)
      .where(eq(trackerDevices.employeeId, priya.id));
    expect(devices.map((device) => device.revokedAt)).toEqual([expect.any(Date)]);
    expect(tracker.authorization).toMatch(/^Bearer /);
    expect((await postSignIn(testApp, email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await postSignIn(testApp, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(priya.id)).toContain('password.reset');
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Your Pulse password was changed');
  });

  it(`works (as its check says) until ${PASSWORD_RESET_LINK_MINUTES} minutes have passed; a token never sent never works`, async () => {
    const email = 'neha.kapoor@demo.pulse';
    await forgot(email);
    const token = await linkTokenFor(email);
    const check = () => post('/api/v1/auth/reset-password/check', { token });
    expect((await check()).statusCode).toBe(204);
    testApp.clock.advance(PASSWORD_RESET_LINK_MINUTES * MINUTE);
    expectLinkInvalid(await check());
    expectLinkInvalid(await reset(token));
    expectLinkInvalid(await reset(`${token.split('.')[0]}.${'A'.repeat(43)}`));
    expectLinkInvalid(await reset('not-a-token'));
    // Worth nothing now: the hourly maintenance drops it.
    testApp.clock.advance(1);
    expect((await purgeEndedSessions(testApp)).passwordResetTokens).toBe(1);
  });

  it("refuses a weak password with the policy's reason and leaves the link usable", async () => {
    const email = 'arjun.rao@demo.pulse';
    await forgot(email);
    const token = await linkTokenFor(email);
    const weak = await reset(token, 'arjunrao2026!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: 'password', message: chosenPasswordTexts.containsOwnName }]);
    const short = await reset(token, 'short');
    expect(short.json().errors).toEqual([{ path: 'password', message: chosenPasswordTexts.tooShort }]);
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('clears the lockout of the account, and the second factor is still asked at the next sign-in', async () => {
    const email = 'sneha.iyer@demo.pulse';
    const sneha = await employeeByEmail(email);
    const now = testApp.clock.now();
    await testApp.db.insert(signInEvents).values(
      Array.from({ length: MAX_UNTRUSTED_FAILURES }, () => ({
        organizationId: sneha.organizationId,
        employeeId: sneha.id,
        email,
        ip: '203.0.113.9',
        outcome: 'failure' as const,
        occurredAt: new Date(now.getTime() - MINUTE),
      })),
    );
    await testApp.db.insert(twoFactorCredentials).values({
      organizationId: sneha.organizationId,
      employeeId: sneha.id,
      secretEncrypted: testApp.cipher.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      enabledAt: now,
      createdAt: now,
    });
    expect((await postSignIn(testApp, email, DEMO_PASSWORD)).statusCode).toBe(429);

    await forgot(email);
    expect((await reset(await linkTokenFor(email))).statusCode).toBe(204);
    const signIn = await postSignIn(testApp, email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(signIn.cookies.find((cookie) => cookie.name === 'pulse_session')).toBeUndefined();
  });
});

describe('change my password', () => {
  const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    post('/api/v1/me/password', { currentPassword, newPassword }, cookie);

  it("refuses a wrong current password, then a new one made of the person's own name, and changes nothing", async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const response = await change(cookie, 'Not@mine1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ path: 'currentPassword', message: passwordTexts.currentPasswordWrong }],
    });
    const ownName = await change(cookie, DEMO_PASSWORD, 'Asha Verma forever');
    expect(ownName.json().errors).toEqual([
      { path: 'newPassword', message: chosenPasswordTexts.containsOwnName },
    ]);
    expect((await employeeByEmail(DEMO_ADMIN_EMAIL)).passwordHash).toBe(before.passwordHash);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('keeps this session, ends the others and is in the audit trail', async () => {
    const here = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const elsewhere = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await change(here.cookie, DEMO_PASSWORD)).statusCode).toBe(204);
    expect(await isSignedIn(here.cookie)).toBe(true);
    expect(await isSignedIn(elsewhere.cookie)).toBe(false);
    const asha = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const [record] = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'password.changed'), eq(auditEvents.actorId, asha.id)));
    expect(record?.summary).toBe('Changed their own password');
    expect(JSON.stringify(record)).not.toContain(NEW_PASSWORD);
  });
});
