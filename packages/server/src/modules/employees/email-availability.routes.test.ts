import { pulseTexts } from '@pulse/shared/spec-texts';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import {
  EMAIL_CHECKS_PER_ORGANIZATION_PER_HOUR,
  EMAIL_CHECKS_PER_SESSION_PER_MINUTE,
} from './employees.routes';

// Hardening (e-mail availability): sign-up is open, so the check must not become a way to list who
// uses Pulse. The limits are counted in the app's memory, which lives as long as this file's app:
// each test counts on sessions and organisations of its own.
const testApp = useTestApp();

const check = (cookie: string, query = 'email=new.person@demo.pulse') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/employees/email-available?${query}`,
    headers: { cookie },
  });

const expectLimited = (response: Awaited<ReturnType<typeof check>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    detail: pulseTexts.tooManyAttempts,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('e-mail availability', () => {
  it(`refuses a session's check past ${EMAIL_CHECKS_PER_SESSION_PER_MINUTE} a minute; another session goes on`, async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    for (let attempt = 0; attempt < EMAIL_CHECKS_PER_SESSION_PER_MINUTE; attempt++) {
      expect((await check(cookie)).statusCode).toBe(200);
    }
    const limited = await check(cookie);
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    const another = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await check(another.cookie)).json()).toEqual({ isAvailable: true });
  });

  it(`refuses an organisation's check past ${EMAIL_CHECKS_PER_ORGANIZATION_PER_HOUR} an hour, whatever the session`, async () => {
    const other = await signUpOtherOrganization(testApp);
    const sessionsNeeded = EMAIL_CHECKS_PER_ORGANIZATION_PER_HOUR / EMAIL_CHECKS_PER_SESSION_PER_MINUTE;
    for (let session = 0; session < sessionsNeeded; session++) {
      const { cookie } = await sessionFor(testApp, other.email);
      for (let attempt = 0; attempt < EMAIL_CHECKS_PER_SESSION_PER_MINUTE; attempt++) {
        expect((await check(cookie)).statusCode).toBe(200);
      }
    }
    expectLimited(await check((await sessionFor(testApp, other.email)).cookie));
    // Other organisations are not held up by it.
    expect((await check((await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie)).statusCode).toBe(200);
  });

  it("tells no more than sign-up's 409: another organisation's employee is never set aside", async () => {
    const other = await signUpOtherOrganization(testApp);
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const answer = await check(cookie, `email=${other.email}&exceptEmployeeId=${other.employeeId}`);
    expect(answer.json()).toEqual({ isAvailable: false });
    // Their own employee still keeps their own e-mail (the edit form's check).
    const asha = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const own = await check(cookie, `email=${DEMO_ADMIN_EMAIL}&exceptEmployeeId=${asha.employee.id}`);
    expect(own.json()).toEqual({ isAvailable: true });
  });
});
