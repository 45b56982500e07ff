import { SESSION_IDLE_MS } from '@pulse/shared/domain/session-policy';
import { signInTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, organizations, sessions, signInEvents } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { hashSessionToken } from '../../lib/session-token';
import { SAME_ORIGIN, signInAs, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { ...SAME_ORIGIN, ...headers },
    payload,
  });

const me = (cookie: string) => testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

describe('sign-in', () => {
  it('signs in, sets an httpOnly SameSite=Lax cookie and stores only the token hash', async () => {
    const response = await signIn({ email: 'Admin@Demo.Pulse', password: 'Demo@123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Asha Verma',
      roleId: 1,
      employeeCode: 'DEMO-EMP-1-00000001',
      officialEmail: DEMO_ADMIN_EMAIL,
      organization: { name: 'Demo Corporation', timeZone: 'Asia/Kolkata' },
      failedAttemptsSinceLastSignIn: 0,
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();

    const rows = await testApp.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(cookie?.value ?? ''));
    expect(rows[0]?.tokenHash).not.toContain(cookie?.value);
    expect((rows[0]?.expiresAt.getTime() ?? 0) - testApp.clock.now().getTime()).toBe(12 * 60 * 60 * 1000);
  });

  it('keeps a remembered session for 30 days in a persistent cookie', async () => {
    const response = await signIn({ email: DEMO_EMPLOYEE_EMAIL, password: 'Demo@123', rememberMe: true });
    const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const [row] = await testApp.db.select().from(sessions);
    expect((row?.expiresAt.getTime() ?? 0) - testApp.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('records the attempt in sign-in events', async () => {
    await signIn({ email: DEMO_ADMIN_EMAIL, password: 'Demo@123' });
    await signIn({ email: DEMO_ADMIN_EMAIL, password: 'wrong-one' });
    const events = await testApp.db.select().from(signInEvents);
    expect(events.map((event) => event.outcome).sort()).toEqual(['failure', 'success']);
    expect(events.every((event) => event.organizationId === testApp.demoOrganizationId)).toBe(true);
  });

  it.each([
    ['a wrong password', async () => ({ email: DEMO_ADMIN_EMAIL, password: 'Wrong@123' })],
    ['an unknown e-mail', async () => ({ email: 'nobody@demo.pulse', password: 'Demo@123' })],
    [
      'an inactive employee',
      async () => {
        await testApp.db
          .update(employees)
          .set({ isActive: false })
          .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
        return { email: DEMO_ADMIN_EMAIL, password: 'Demo@123' };
      },
    ],
    [
      'a deleted employee',
      async () => {
        await testApp.db
          .update(employees)
          .set({ deletedAt: testApp.clock.now() })
          .where(eq(employees.officialEmail, DEMO_ADMIN_EMAIL));
        return { email: DEMO_ADMIN_EMAIL, password: 'Demo@123' };
      },
    ],
    [
      'an inactive organisation',
      async () => {
        await testApp.db.update(organizations).set({ isActive: false });
        return { email: DEMO_ADMIN_EMAIL, password: 'Demo@123' };
      },
    ],
  ])('answers %s with the same 401 and no session', async (_case, prepare) => {
    const response = await signIn(await prepare());
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 401,
      code: 'SIGN_IN_FAILED',
      detail: signInTexts.failure,
    });
    expect(response.cookies).toHaveLength(0);
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', signInTexts.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, 'email', signInTexts.emailInvalid],
    [{ email: DEMO_ADMIN_EMAIL, password: '' }, 'password', signInTexts.passwordRequired],
  ])('refuses %j with the spec message', async (payload, path, message) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(response.json().detail).toBe(message);
  });

  it('rotates the session: the session presented at sign-in is deleted', async () => {
    const first = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const second = await signIn({ email: DEMO_ADMIN_EMAIL, password: 'Demo@123' }, { cookie: first.cookie });
    expect(second.statusCode).toBe(200);
    const newToken = second.cookies.find((candidate) => candidate.name === 'pulse_session')?.value;
    expect(newToken).not.toBe(first.token);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(`pulse_session=${newToken}`)).statusCode).toBe(200);
    expect(await testApp.db.select().from(sessions)).toHaveLength(1);
  });
});

describe('session lifetime', () => {
  it('returns the signed-in employee from the session', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Rahul Mehta',
      roleId: 2,
      officialEmail: DEMO_EMPLOYEE_EMAIL,
    });
  });

  it('expires after 30 idle minutes and deletes the row', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    testApp.clock.advance(SESSION_IDLE_MS - 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    testApp.clock.advance(SESSION_IDLE_MS);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
  });

  it('slides the idle limit with each request but ends at the absolute limit of 12 hours', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    // 35 requests 20 minutes apart: never idle for 30 minutes, 11 h 40 min in all.
    for (let step = 0; step < 35; step++) {
      testApp.clock.advance(20 * 60 * 1000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    testApp.clock.advance(19 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    testApp.clock.advance(2 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends when the employee is deactivated', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    await testApp.db
      .update(employees)
      .set({ isActive: false })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends when the employee is deleted', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    await testApp.db
      .update(employees)
      .set({ deletedAt: testApp.clock.now() })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('signs out: deletes the row and clears the cookie', async () => {
    const { cookie } = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((candidate) => candidate.name === 'pulse_session')?.value).toBe('');
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('tells the sign-in page who is signed in on this browser, and a visitor without a session without an error', async () => {
    const session = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });
    const signedIn = await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    const mine = await session({ cookie: signedIn.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().employee).toMatchObject({
      id: signedIn.employee.id,
      officialEmail: DEMO_EMPLOYEE_EMAIL,
    });
    for (const headers of [{}, { cookie: 'pulse_session=not-a-session-token' }] as Record<string, string>[]) {
      const nobody = await session(headers);
      expect(nobody.statusCode).toBe(200);
      expect(nobody.json()).toEqual({ employee: null });
    }
  });

  it('rejects an unknown token', async () => {
    expect((await me('pulse_session=forged')).statusCode).toBe(401);
  });
});

describe('sign-in history', () => {
  it("shows administrators their own organisation's attempts only", async () => {
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      headers: SAME_ORIGIN,
      payload: {
        name: 'Other Admin',
        organizationName: 'Other Org',
        email: 'boss@other.test',
        password: 'Other#123',
      },
    });
    const otherCookie = `pulse_session=${other.cookies[0]?.value}`;
    await signIn({ email: 'boss@other.test', password: 'Wrong#123' });
    const { cookie } = await signInAs(testApp, DEMO_ADMIN_EMAIL);

    const demoEvents = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sign-in-events',
      headers: { cookie },
    });
    expect(demoEvents.statusCode).toBe(200);
    expect(demoEvents.json()).toMatchObject({
      items: [
        expect.objectContaining({ email: DEMO_ADMIN_EMAIL, employeeName: 'Asha Verma', isSuccess: true }),
      ],
      total: 1,
      next: null,
    });
    const otherEvents = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sign-in-events',
      headers: { cookie: otherCookie },
    });
    expect(otherEvents.json().items).toEqual([
      expect.objectContaining({ email: 'boss@other.test', isSuccess: false }),
    ]);
  });
});
