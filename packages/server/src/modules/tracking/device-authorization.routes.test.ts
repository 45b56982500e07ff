import { deviceAuthorizationTexts } from '@pulse/shared/contracts/device-authorization';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, trackerDeviceAuthorizations, trackerDevices } from '../../db/schema/index';
import { DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { hashSessionToken } from '../../lib/session-token';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { DEVICE_AUTHORIZATIONS_PER_WINDOW } from './device-authorization.routes';

// Sign-in by code (RFC 8628) through the API, as the agent and the employee's browser do it.
const testApp = useTestApp();
const BASE = '/api/v1/tracker/device-authorizations';
const DEVICE = { deviceName: 'LAPTOP-CODE', platform: 'darwin' };

// Each test asks from its own address: the creation limit counts per address for the file's app.
let addressCount = 0;
const startAuthorization = async () => {
  addressCount += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: BASE,
    remoteAddress: `198.51.100.${addressCount}`,
    payload: DEVICE,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    deviceCode: string;
    userCode: string;
    verificationUri: string;
    verificationUriComplete: string;
    expiresIn: number;
    interval: number;
  };
};

const poll = (deviceCode: string) =>
  testApp.app.inject({ method: 'POST', url: `${BASE}/token`, payload: { deviceCode } });

const decide = (userCode: string, verb: 'approve' | 'deny', cookie: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `${BASE}/${verb}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: { userCode },
  });

const lookUp = (userCode: string, cookie: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `${BASE}?userCode=${encodeURIComponent(userCode)}`,
    headers: { cookie },
  });

const seconds = (count: number) => testApp.clock.advance(count * 1000);

const problemCodeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

const auditOf = (action: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, testApp.demoOrganizationId), eq(auditEvents.action, action)));

describe('sign-in by code', () => {
  it('answers a code to type and a device code, keeping only their hashes', async () => {
    const started = await startAuthorization();
    expect(started).toMatchObject({
      userCode: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verificationUri: 'http://localhost/tracker/activate',
      verificationUriComplete: `http://localhost/tracker/activate?code=${started.userCode}`,
      expiresIn: 600,
      interval: 5,
    });
    expect(started.deviceCode.length).toBeGreaterThanOrEqual(43);
    const [row] = await testApp.db.select().from(trackerDeviceAuthorizations);
    expect(row).toMatchObject({
      deviceCodeHash: hashSessionToken(started.deviceCode),
      userCodeHash: hashSessionToken(started.userCode.replace('-', '')),
      organizationId: null,
      employeeId: null,
    });
    expect(JSON.stringify(row)).not.toContain(started.deviceCode);
    expect(JSON.stringify(row)).not.toContain(started.userCode.replace('-', ''));
  });

  it('tells a waiting agent to wait, and to slow down when it polls too soon', async () => {
    const { deviceCode } = await startAuthorization();
    seconds(5);
    const first = await poll(deviceCode);
    expect(first.statusCode).toBe(400);
    expect(first.headers['content-type']).toContain('application/problem+json');
    expect(problemCodeOf(first)).toBe('AUTHORIZATION_PENDING');
    seconds(2);
    expect(problemCodeOf(await poll(deviceCode))).toBe('SLOW_DOWN');
    // The interval is 10 s from then on: 6 s later is still too soon, 10 s is not.
    seconds(6);
    expect(problemCodeOf(await poll(deviceCode))).toBe('SLOW_DOWN');
    seconds(15);
    expect(problemCodeOf(await poll(deviceCode))).toBe('AUTHORIZATION_PENDING');
  });

  it('signs the approving employee’s tracker in, hands the token out once, and audits the approval', async () => {
    const { deviceCode, userCode } = await startAuthorization();
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);

    // The page shows the device as the agent reported it; typed in lower case without the dash too.
    const shown = await lookUp(userCode.replace('-', '').toLowerCase(), employee.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ userCode, ...DEVICE, status: 'pending' });

    const approved = await decide(userCode, 'approve', employee.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ userCode, status: 'approved' });

    seconds(5);
    const issued = await poll(deviceCode);
    expect(issued.statusCode).toBe(200);
    const result = issued.json();
    expect(result.employee.id).toBe(employee.employee.id);
    expect(result.device).toMatchObject({ name: DEVICE.deviceName, platform: DEVICE.platform });
    const [device] = await testApp.db
      .select()
      .from(trackerDevices)
      .where(eq(trackerDevices.id, result.device.id));
    expect(device).toMatchObject({
      employeeId: employee.employee.id,
      organizationId: testApp.demoOrganizationId,
      tokenHash: hashSessionToken(result.deviceToken),
    });
    const config = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/config',
      headers: { authorization: `Bearer ${result.deviceToken}` },
    });
    expect(config.statusCode).toBe(200);

    // Exactly once: the same device code gets nothing more, and the code cannot be decided again.
    seconds(5);
    const again = await poll(deviceCode);
    expect(again.statusCode).toBe(400);
    expect(problemCodeOf(again)).toBe('INVALID_GRANT');
    expect((await decide(userCode, 'approve', employee.cookie)).statusCode).toBe(404);
    expect(await testApp.db.select().from(trackerDevices)).toHaveLength(1);

    const [record] = await auditOf('tracker-sign-in.approved');
    expect(record).toMatchObject({
      actorId: employee.employee.id,
      subjectId: employee.employee.id,
      details: DEVICE,
    });
    expect(JSON.stringify(record)).not.toContain(deviceCode);
  });

  it('tells the agent a denial, signs nobody in, and audits it', async () => {
    const { deviceCode, userCode } = await startAuthorization();
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const denied = await decide(userCode, 'deny', employee.cookie);
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied' });
    seconds(5);
    const answer = await poll(deviceCode);
    expect(answer.statusCode).toBe(400);
    expect(problemCodeOf(answer)).toBe('ACCESS_DENIED');
    // Denied is final: approving it afterwards finds nothing.
    expect((await decide(userCode, 'approve', employee.cookie)).statusCode).toBe(404);
    expect(await testApp.db.select().from(trackerDevices)).toHaveLength(0);
    expect(await auditOf('tracker-sign-in.denied')).toEqual([
      expect.objectContaining({ actorId: employee.employee.id, details: DEVICE }),
    ]);
  });

  it('expires a code after 10 minutes, for the agent and the page alike', async () => {
    const { deviceCode, userCode } = await startAuthorization();
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    seconds(600);
    expect(problemCodeOf(await poll(deviceCode))).toBe('EXPIRED_TOKEN');
    const shown = await lookUp(userCode, employee.cookie);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().detail).toBe(deviceAuthorizationTexts.userCodeNotFound);
    expect((await decide(userCode, 'approve', employee.cookie)).statusCode).toBe(404);
    expect(await auditOf('tracker-sign-in.approved')).toHaveLength(0);
  });

  it('makes the device the approver’s, whatever organisation they belong to', async () => {
    const { deviceCode, userCode } = await startAuthorization();
    const other = await signUpOtherOrganization(testApp);
    expect((await decide(userCode, 'approve', other.cookie)).statusCode).toBe(200);
    seconds(5);
    const issued = await poll(deviceCode);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().employee.id).toBe(other.employeeId);
    const [device] = await testApp.db.select().from(trackerDevices);
    expect(device).toMatchObject({ organizationId: other.organizationId, employeeId: other.employeeId });
    // The approval is in the approver's organisation's trail, not in the demo's.
    expect(await auditOf('tracker-sign-in.approved')).toHaveLength(0);
  });

  it('refuses an unknown device code and a code that is no code', async () => {
    const unknown = await poll('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(problemCodeOf(unknown)).toBe('INVALID_GRANT');
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const malformed = await lookUp('AEIO-U123', employee.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(deviceAuthorizationTexts.userCodeInvalid);
    expect((await lookUp('BBBB-BBBB', employee.cookie)).statusCode).toBe(404);
  });

  it('limits the codes one address asks for', async () => {
    const ask = () =>
      testApp.app.inject({ method: 'POST', url: BASE, remoteAddress: '203.0.113.99', payload: DEVICE });
    for (let count = 0; count < DEVICE_AUTHORIZATIONS_PER_WINDOW; count += 1)
      expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
  });
});
