import { pulseTexts, signInTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, signInEvents } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { postSignIn, useTestApp } from '../../test-support/test-app';
import {
  FREE_UNTRUSTED_FAILURES,
  MAX_DEVICE_FAILURES,
  MAX_FAILED_ACCOUNTS_PER_ADDRESS,
  MAX_UNTRUSTED_FAILURES,
  SIGN_IN_WINDOW_MS,
} from './sign-in-throttle';

// Hardening (sign-in lockout): device cookies, progressive delays, lockouts, the per-address limit on
// password spraying, and the count told at the next sign-in.
const testApp = useTestApp();

const WRONG_PASSWORD = 'Wrong@123';
const MINUTE = 60 * 1000;
const ATTACKER = '203.0.113.7';

type Attempt = { ip?: string; deviceCookie?: string };

const signIn = (email: string, password: string, attempt: Attempt = {}) =>
  postSignIn(testApp, email, password, {
    ip: attempt.ip ?? '10.1.0.1',
    ...(attempt.deviceCookie === undefined ? {} : { cookie: `pulse_device=${attempt.deviceCookie}` }),
  });

type Response = Awaited<ReturnType<typeof signIn>>;

const deviceCookieOf = (response: Response) =>
  response.cookies.find((cookie) => cookie.name === 'pulse_device');

// The person's own browser: it signed in once and keeps the device cookie it was given.
const ownBrowserOf = async (email: string) => {
  const response = await signIn(email, DEMO_PASSWORD, { ip: '10.9.9.9' });
  expect(response.statusCode).toBe(200);
  const cookie = deviceCookieOf(response)?.value;
  if (!cookie) throw new Error('no device cookie');
  return cookie;
};

// Wrong passwords from browsers the account does not trust, waiting out each delay on the test clock
// as Retry-After asks.
const failFromElsewhere = async (email: string, times: number, ip = ATTACKER) => {
  for (let failure = 0; failure < times; failure++) {
    let response = await signIn(email, WRONG_PASSWORD, { ip });
    if (response.statusCode === 429) {
      testApp.clock.advance(Number(response.headers['retry-after']) * 1000);
      response = await signIn(email, WRONG_PASSWORD, { ip });
    }
    expect(response.statusCode).toBe(401);
  }
};

const outcomes = async () =>
  (await testApp.db.select({ outcome: signInEvents.outcome }).from(signInEvents))
    .map((row) => row.outcome)
    .sort();

const expectTooManyAttempts = (response: Response) => {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    detail: pulseTexts.tooManyAttempts,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.cookies).toHaveLength(0);
};

describe('device cookies', () => {
  it('gives a browser that signed in a signed, httpOnly cookie for a year, sent to sign-in only', async () => {
    const response = await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth/sign-in',
      maxAge: 365 * 24 * 60 * 60,
    });
    // It names the person and a nonce, and is signed: it holds no secret of theirs.
    const [version, employeeId, nonce, signature] = cookie?.value.split('.') ?? [];
    expect({ version, employeeId }).toEqual({ version: 'v1', employeeId: response.json().id });
    expect(nonce?.length).toBeGreaterThan(20);
    expect(signature?.length).toBeGreaterThan(40);
    expect(cookie?.value).not.toContain(DEMO_PASSWORD);
  });

  it('keeps the person’s own browser signing in while their account is locked for everyone else', async () => {
    const ownBrowser = await ownBrowserOf(DEMO_ADMIN_EMAIL);
    testApp.clock.advance(MINUTE);
    await failFromElsewhere(DEMO_ADMIN_EMAIL, MAX_UNTRUSTED_FAILURES);

    // Even the right password is refused from elsewhere, and the lockout is recorded once.
    expectTooManyAttempts(await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { ip: '198.51.100.1' }));
    expectTooManyAttempts(await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { ip: ATTACKER }));
    expect((await outcomes()).filter((outcome) => outcome === 'locked-out')).toHaveLength(1);

    const own = await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { deviceCookie: ownBrowser, ip: ATTACKER });
    expect(own.statusCode).toBe(200);
    expect(own.json().failedAttemptsSinceLastSignIn).toBe(MAX_UNTRUSTED_FAILURES);
    // A fresh nonce at every sign-in.
    expect(deviceCookieOf(own)?.value).not.toBe(ownBrowser);

    // Administrators see the lockout in the sign-in history.
    const sessionCookie = own.cookies.find((cookie) => cookie.name === 'pulse_session')?.value;
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sign-in-events',
      headers: { cookie: `pulse_session=${sessionCookie}` },
    });
    expect(history.json().items).toContainEqual(
      expect.objectContaining({ email: DEMO_ADMIN_EMAIL, outcome: 'locked-out', isSuccess: false }),
    );

    // The lockout ends as the failures leave the window.
    testApp.clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { ip: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('limits a trusted browser by its own failures only', async () => {
    const ownBrowser = await ownBrowserOf(DEMO_EMPLOYEE_EMAIL);
    // Its owner's typos are not slowed down...
    for (let failure = 0; failure < MAX_DEVICE_FAILURES; failure++) {
      const response = await signIn(DEMO_EMPLOYEE_EMAIL, WRONG_PASSWORD, { deviceCookie: ownBrowser });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(signInTexts.failure);
    }
    // ...up to its own limit.
    expectTooManyAttempts(await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, { deviceCookie: ownBrowser }));
    // Elsewhere the account is neither slowed down nor locked by them.
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, { ip: '10.2.0.1' })).statusCode).toBe(200);
  });

  it('trusts a device cookie only for the person it was issued to, and only as issued', async () => {
    const employeeBrowser = await ownBrowserOf(DEMO_EMPLOYEE_EMAIL);
    const adminBrowser = await ownBrowserOf(DEMO_ADMIN_EMAIL);
    await failFromElsewhere(DEMO_ADMIN_EMAIL, MAX_UNTRUSTED_FAILURES);
    const [version, employeeId, nonce, signature] = adminBrowser.split('.');
    const employeeIdOfOther = employeeBrowser.split('.')[1];
    for (const cookie of [
      employeeBrowser,
      `${version}.${employeeId}.${nonce}A.${signature}`,
      `${version}.${employeeIdOfOther}.${nonce}.${signature}`,
      `${version}.${employeeId}.${nonce}`,
      'not-a-device-cookie',
    ]) {
      expectTooManyAttempts(await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { deviceCookie: cookie }));
    }
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { deviceCookie: adminBrowser })).statusCode).toBe(
      200,
    );
  });
});

describe('untrusted sources', () => {
  it(`are slowed down after ${FREE_UNTRUSTED_FAILURES} failures with 429 and Retry-After, without a check`, async () => {
    for (let failure = 0; failure < FREE_UNTRUSTED_FAILURES; failure++) {
      const response = await signIn(DEMO_ADMIN_EMAIL, WRONG_PASSWORD);
      expect(response.statusCode).toBe(401);
      // The spec's text for wrong credentials, unchanged.
      expect(response.json()).toMatchObject({ code: 'SIGN_IN_FAILED', detail: signInTexts.failure });
    }
    const slowed = await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    expectTooManyAttempts(slowed);
    expect(slowed.headers['retry-after']).toBe('15');
    testApp.clock.advance(14 * 1000);
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).headers['retry-after']).toBe('1');

    testApp.clock.advance(1000);
    const signedIn = await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().failedAttemptsSinceLastSignIn).toBe(FREE_UNTRUSTED_FAILURES);
    // The refused attempts had no password checked and left no row.
    expect(await outcomes()).toEqual([...Array(FREE_UNTRUSTED_FAILURES).fill('failure'), 'success']);
  });

  it('from an address failing on many accounts are refused; one person’s typos there are not', async () => {
    const office = '192.0.2.10';
    await failFromElsewhere('someone@demo.pulse', MAX_UNTRUSTED_FAILURES, office);
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD, { ip: office })).statusCode).toBe(200);

    const sprayer = '192.0.2.66';
    for (let account = 0; account < MAX_FAILED_ACCOUNTS_PER_ADDRESS; account++) {
      expect((await signIn(`guess${account}@demo.pulse`, WRONG_PASSWORD, { ip: sprayer })).statusCode).toBe(
        401,
      );
    }
    expectTooManyAttempts(await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, { ip: sprayer }));
    const elsewhere = await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, { ip: '198.51.100.2' });
    expect(elsewhere.statusCode).toBe(200);
    // A browser the person has signed in with is not refused at that address either.
    const ownBrowser = deviceCookieOf(elsewhere)?.value;
    expect(
      (await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, { ip: sprayer, deviceCookie: ownBrowser }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a concurrent burst', () => {
  const burst = (size: number, passwordAt: (index: number) => string) =>
    Promise.all(Array.from({ length: size }, (_, index) => signIn(DEMO_ADMIN_EMAIL, passwordAt(index))));

  it('has no more passwords checked than the limit allows', async () => {
    const responses = await burst(40, () => WRONG_PASSWORD);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_UNTRUSTED_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - FREE_UNTRUSTED_FAILURES);
    // Every admitted attempt was settled: none is left pending.
    expect(await outcomes()).toEqual(Array(FREE_UNTRUSTED_FAILURES).fill('failure'));
  });

  // Requests of one burst are admitted in no fixed order (on PostgreSQL each takes its own
  // connection), so the right password is sent once the limit's attempts are admitted, while their
  // passwords are still being checked.
  it('does not let the right password in once the limit is reached', async () => {
    const first = burst(FREE_UNTRUSTED_FAILURES, () => WRONG_PASSWORD);
    await vi.waitFor(async () =>
      expect(await testApp.db.select().from(signInEvents)).toHaveLength(FREE_UNTRUSTED_FAILURES),
    );
    const late = await burst(35, (index) => (index === 17 ? DEMO_PASSWORD : WRONG_PASSWORD));
    expectTooManyAttempts(late[17] as Response);
    expect(late.filter((response) => response.statusCode !== 429)).toHaveLength(0);
    expect((await first).map((response) => response.statusCode)).toEqual(
      Array(FREE_UNTRUSTED_FAILURES).fill(401),
    );
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
    expect(
      await testApp.db.select().from(signInEvents).where(eq(signInEvents.outcome, 'success')),
    ).toHaveLength(0);
  });
});

describe('the next successful sign-in', () => {
  it('tells how many attempts on the account failed since the last one', async () => {
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).json().failedAttemptsSinceLastSignIn).toBe(0);
    testApp.clock.advance(MINUTE);
    for (let failure = 0; failure < 3; failure++) {
      expect((await signIn(DEMO_EMPLOYEE_EMAIL, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    // Another account's failures are not theirs.
    expect((await signIn(DEMO_ADMIN_EMAIL, WRONG_PASSWORD)).statusCode).toBe(401);
    testApp.clock.advance(MINUTE);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).json().failedAttemptsSinceLastSignIn).toBe(3);
    testApp.clock.advance(MINUTE);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).json().failedAttemptsSinceLastSignIn).toBe(0);
  });
});
