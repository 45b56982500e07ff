import { ssoTexts } from '@pulse/shared/contracts/sso';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  departments,
  designations,
  employees,
  notifications,
  organizations,
  passwordResetTokens,
  shifts,
  signInEvents,
  ssoConnections,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { loginAtProvider, startOidcTestProvider } from '../../test-support/oidc-test-provider';
import {
  postSignIn,
  SAME_ORIGIN,
  sessionFor,
  signUpOtherOrganization,
  useTestApp,
} from '../../test-support/test-app';
import { purgeEndedSessions } from './auth.service';
import { DISCOVERY_CACHE_MS } from './discovery-cache';
import { SSO_SIGN_IN_MS } from './sso-sign-in.service';

// Single sign-on against a real OpenID Connect provider running in this process (oidc-provider):
// Pulse's redirect, the provider's login, Pulse's callback and the session, and each check of the
// provider's answer that must refuse it.
const testApp = useTestApp();

const CLIENT_ID = 'pulse-test';
const CLIENT_SECRET = 'pulse-test-secret-0123456789';
// app.inject's requests come to localhost (port 80): the redirect URI Pulse derives from them.
const CALLBACK_URL = 'http://localhost/api/v1/auth/sso/callback';

// A person the provider knows and Pulse does not, of the demo's listed domain.
const NEWCOMER_EMAIL = 'nia.newcomer@demo.pulse';

let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [CALLBACK_URL],
    accounts: {
      admin: { email: DEMO_ADMIN_EMAIL },
      employee: { email: DEMO_EMPLOYEE_EMAIL.toUpperCase() },
      stranger: { email: 'stranger@demo.pulse' },
      unverified: { email: DEMO_EMPLOYEE_EMAIL, emailVerified: false },
      newcomer: { email: NEWCOMER_EMAIL, name: 'Nia Newcomer' },
      outsider: { email: 'nia@elsewhere.example', name: 'Nia Outsider' },
    },
  });
});

afterAll(() => provider.close());

type Response = Awaited<ReturnType<typeof testApp.app.inject>>;

const connectionBody = (changes: Record<string, unknown> = {}) => ({
  displayName: 'Test IdP',
  issuerUrl: provider.issuer,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  emailDomains: ['demo.pulse'],
  isEnabled: true,
  isRequired: false,
  breakGlassEmployeeId: null,
  ...changes,
});

const saveConnection = async (changes: Record<string, unknown> = {}, email = DEMO_ADMIN_EMAIL) => {
  const { cookie } = await sessionFor(testApp, email);
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/organization/sso',
    headers: { ...SAME_ORIGIN, cookie },
    payload: connectionBody(changes),
  });
};

const connect = async (changes: Record<string, unknown> = {}) => {
  const response = await saveConnection(changes);
  expect(response.statusCode, response.body).toBe(200);
};

const startSignIn = async () => {
  const start = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/auth/sso/organizations/${testApp.demoOrganizationId}/start`,
  });
  expect(start.statusCode, start.body).toBe(302);
  return String(start.headers.location);
};

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const callback = (callbackUrl: string) => testApp.app.inject({ method: 'GET', url: pathOf(callbackUrl) });

// Start → the provider's login → Pulse's callback, as a browser goes.
const signInAtProvider = async (accountId: string) =>
  callback(await loginAtProvider(await startSignIn(), accountId, CALLBACK_URL));

const sessionCookieOf = (response: Response) =>
  response.cookies.find((cookie) => cookie.name === 'pulse_session')?.value;

const expectRefused = (response: Response, code: string) => {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/login?sso-error=${code}`);
  expect(sessionCookieOf(response)).toBeUndefined();
};

const employeeIdOf = async (email: string) => {
  const [row] = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row.id;
};

describe('Settings → Security: the connection', () => {
  it('saves after discovery, keeps the secret encrypted and never returns it, and audits', async () => {
    const saved = await saveConnection();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(CLIENT_SECRET);
    expect(saved.json()).toMatchObject({
      connection: { displayName: 'Test IdP', hasClientSecret: true, emailDomains: ['demo.pulse'] },
      redirectUri: CALLBACK_URL,
    });
    const [row] = await testApp.db.select().from(ssoConnections);
    expect(row?.clientSecretEncrypted).not.toContain(CLIENT_SECRET);
    expect(testApp.cipher.decrypt(row?.clientSecretEncrypted ?? '')).toBe(CLIENT_SECRET);

    // A blank secret keeps the saved one.
    const renamed = await saveConnection({ displayName: 'Renamed IdP', clientSecret: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [after] = await testApp.db.select().from(ssoConnections);
    expect(testApp.cipher.decrypt(after?.clientSecretEncrypted ?? '')).toBe(CLIENT_SECRET);
    const audit = await testApp.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, testApp.demoOrganizationId));
    const actions = audit.map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['sso.connected', 'sso.changed']));
    expect(JSON.stringify(audit)).not.toContain(CLIENT_SECRET);
  });

  it('refuses an issuer whose discovery document cannot be read, and saves nothing', async () => {
    const response = await saveConnection({ issuerUrl: 'http://127.0.0.1:9/nothing-here' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'SSO_DISCOVERY_FAILED', detail: ssoTexts.discoveryFailed });
    expect(await testApp.db.select().from(ssoConnections)).toEqual([]);
  });

  it('refuses a first save without a secret, and a break-glass administrator who is no administrator', async () => {
    expect((await saveConnection({ clientSecret: '' })).json()).toMatchObject({
      code: 'SSO_CLIENT_SECRET_REQUIRED',
    });
    const notAdmin = await saveConnection({
      isRequired: true,
      breakGlassEmployeeId: await employeeIdOf(DEMO_EMPLOYEE_EMAIL),
    });
    expect(notAdmin.json()).toMatchObject({ code: 'SSO_BREAK_GLASS_NOT_ADMIN' });
  });

  it("refuses another organisation's e-mail domain", async () => {
    await connect();
    const other = await signUpOtherOrganization(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/organization/sso',
      headers: { ...SAME_ORIGIN, cookie: other.cookie },
      payload: connectionBody(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SSO_DOMAIN_TAKEN' });
  });
});

describe('the sign-in page', () => {
  it('offers the button per domain, the same for an existing and an unknown address', async () => {
    await connect();
    const optionFor = async (email: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/v1/auth/sso/options?email=${encodeURIComponent(email)}`,
        })
      ).json();
    const known = await optionFor(DEMO_EMPLOYEE_EMAIL);
    expect(known).toEqual({
      option: {
        organizationId: testApp.demoOrganizationId,
        displayName: 'Test IdP',
        startUrl: `/api/v1/auth/sso/organizations/${testApp.demoOrganizationId}/start`,
        isRequired: false,
      },
    });
    expect(await optionFor('nobody-at-all@demo.pulse')).toEqual(known);
    expect(await optionFor('ana@elsewhere.example')).toEqual({ option: null });
  });

  it('offers nothing for an organisation without single sign-on', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/organizations/${testApp.demoOrganizationId}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SSO_NOT_CONFIGURED' });
  });
});

describe('signing in with the provider', () => {
  it('starts with PKCE S256, state and nonce, and ends in a session like a password sign-in', async () => {
    await connect();
    const authorizationUrl = new URL(await startSignIn());
    expect(authorizationUrl.origin).toBe(provider.issuer);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();

    const response = await callback(await loginAtProvider(authorizationUrl.href, 'employee', CALLBACK_URL));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const token = sessionCookieOf(response);
    expect(token).toBeTruthy();
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `pulse_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ officialEmail: DEMO_EMPLOYEE_EMAIL });

    const events = await testApp.db
      .select({ method: signInEvents.method, outcome: signInEvents.outcome })
      .from(signInEvents)
      .where(and(eq(signInEvents.email, DEMO_EMPLOYEE_EMAIL), eq(signInEvents.method, 'sso')));
    expect(events).toEqual([{ method: 'sso', outcome: 'success' }]);
    // The administrators' sign-in history says how each person signed in.
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sign-in-events',
      headers: { cookie: (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie },
    });
    expect(history.json().items[0]).toMatchObject({
      email: DEMO_EMPLOYEE_EMAIL,
      method: 'sso',
      isSuccess: true,
    });
    const [audit] = await testApp.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'sign-in.succeeded'),
          eq(auditEvents.organizationId, testApp.demoOrganizationId),
        ),
      );
    expect(audit?.summary).toBe(`Signed in as ${DEMO_EMPLOYEE_EMAIL} with single sign-on`);
  });

  it('refuses a person who is no employee, and one who has been deactivated', async () => {
    await connect();
    expectRefused(await signInAtProvider('stranger'), 'not-matched');
    await testApp.db
      .update(employees)
      .set({ isActive: false })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expectRefused(await signInAtProvider('employee'), 'not-matched');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    await connect();
    expectRefused(await signInAtProvider('unverified'), 'email-not-verified');
  });

  it.each([
    [
      'a wrong audience',
      (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' }),
      /"aud"/,
    ],
    [
      'an expired ID token',
      (claims: Record<string, unknown>) => ({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
      /"exp"/,
    ],
    [
      'a wrong nonce',
      (claims: Record<string, unknown>) => ({ ...claims, nonce: 'not-the-nonce-pulse-sent' }),
      /"nonce"/,
    ],
    [
      'another issuer',
      (claims: Record<string, unknown>) => ({ ...claims, iss: 'https://evil.example' }),
      /"iss"/,
    ],
  ])('refuses %s', async (_case, bend, reason) => {
    await connect();
    provider.bendIdTokens(bend);
    try {
      expectRefused(await signInAtProvider('employee'), 'failed');
    } finally {
      provider.bendIdTokens(null);
    }
    const [refusal] = await testApp.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'sign-in.failed'),
          eq(auditEvents.organizationId, testApp.demoOrganizationId),
        ),
      );
    // Refused for that reason, by openid-client's check of the ID token.
    expect(refusal?.details).toMatchObject({ method: 'sso', reason: expect.stringMatching(reason) });
  });

  it('refuses a replayed callback (its state works once)', async () => {
    await connect();
    const callbackUrl = await loginAtProvider(await startSignIn(), 'employee', CALLBACK_URL);
    expect((await callback(callbackUrl)).headers.location).toBe('/dashboard');
    expectRefused(await callback(callbackUrl), 'expired');
  });

  it('refuses a replayed authorization code under a fresh state', async () => {
    await connect();
    const first = new URL(await loginAtProvider(await startSignIn(), 'employee', CALLBACK_URL));
    expect((await callback(first.href)).headers.location).toBe('/dashboard');
    const fresh = new URL(await startSignIn());
    const replay = new URL(CALLBACK_URL);
    replay.searchParams.set('code', first.searchParams.get('code') ?? '');
    replay.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    replay.searchParams.set('iss', provider.issuer);
    expectRefused(await callback(replay.href), 'failed');
  });

  it('refuses a sign-in that took longer than its 10 minutes, and purges it', async () => {
    await connect();
    const callbackUrl = await loginAtProvider(await startSignIn(), 'employee', CALLBACK_URL);
    testApp.clock.advance(SSO_SIGN_IN_MS + 1000);
    expectRefused(await callback(callbackUrl), 'expired');
    expect((await purgeEndedSessions(testApp)).ssoSignIns).toBe(1);
  });

  it("reads the provider's discovery document once in 10 minutes, and afresh at every save", async () => {
    await connect();
    const afterSave = provider.discoveryRequests();
    expect((await signInAtProvider('employee')).headers.location).toBe('/dashboard');
    testApp.clock.advance(DISCOVERY_CACHE_MS - 1000);
    await startSignIn();
    expect(provider.discoveryRequests()).toBe(afterSave);
    testApp.clock.advance(1000);
    await startSignIn();
    expect(provider.discoveryRequests()).toBe(afterSave + 1);
    await connect();
    expect(provider.discoveryRequests()).toBe(afterSave + 2);
    await startSignIn();
    expect(provider.discoveryRequests()).toBe(afterSave + 2);
  });

  it('refuses an unknown state', async () => {
    await connect();
    expectRefused(await callback(`${CALLBACK_URL}?code=abc&state=made-up`), 'expired');
  });

  it('goes to the same two-factor step as a password when the person must give a code', async () => {
    await connect();
    await testApp.db
      .update(organizations)
      .set({ isTwoFactorRequiredForAdmins: true })
      .where(eq(organizations.id, testApp.demoOrganizationId));
    const response = await signInAtProvider('admin');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?sso-step=enrol#challenge=[\w-]+$/);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

describe('creating an employee at the first sign-in', () => {
  // The demo organisation's first department, designation and shift: the administrator's defaults.
  const demoDefaults = async () => {
    const organizationId = testApp.demoOrganizationId;
    const [department] = await testApp.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.organizationId, organizationId));
    const [designation] = await testApp.db
      .select({ id: designations.id })
      .from(designations)
      .where(eq(designations.organizationId, organizationId));
    const [shift] = await testApp.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(eq(shifts.organizationId, organizationId));
    if (!department || !designation || !shift) throw new Error('the demo has no master data');
    return {
      provisioningDepartmentId: department.id,
      provisioningDesignationId: designation.id,
      provisioningShiftId: shift.id,
    };
  };

  const employeesWith = (email: string) =>
    testApp.db.select().from(employees).where(eq(employees.officialEmail, email));

  it('refuses an unknown person while it is off', async () => {
    await connect(await demoDefaults());
    expectRefused(await signInAtProvider('newcomer'), 'not-matched');
    expect(await employeesWith(NEWCOMER_EMAIL)).toEqual([]);
  });

  it('creates the employee, signs them in, tells the administrators and audits; the next sign-in reuses them', async () => {
    const defaults = await demoDefaults();
    await connect({ isProvisioningEnabled: true, ...defaults });

    const response = await signInAtProvider('newcomer');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `pulse_session=${sessionCookieOf(response)}` },
    });
    expect(me.json()).toMatchObject({ officialEmail: NEWCOMER_EMAIL, roleId: ROLE.employee });

    const [created, ...others] = await employeesWith(NEWCOMER_EMAIL);
    expect(others).toEqual([]);
    const [organization] = await testApp.db
      .select({ timeZone: organizations.timeZone })
      .from(organizations)
      .where(eq(organizations.id, testApp.demoOrganizationId));
    expect(created).toMatchObject({
      organizationId: testApp.demoOrganizationId,
      name: 'Nia Newcomer',
      roleId: ROLE.employee,
      isActive: true,
      isRelieved: false,
      passwordHash: null,
      departmentId: defaults.provisioningDepartmentId,
      designationId: defaults.provisioningDesignationId,
      shiftId: defaults.provisioningShiftId,
      joiningDate: todayIn(organization?.timeZone ?? 'UTC', testApp.clock.now()),
      fatherName: null,
      dateOfBirth: null,
    });
    expect(created?.employeeCode).toMatch(/-EMP-\d+-\d{8}$/);
    const employeeId = created?.id ?? '';

    // No password: the password sign-in knows them but cannot let them in.
    expect((await postSignIn(testApp, NEWCOMER_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);

    const admins = await testApp.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.organizationId, testApp.demoOrganizationId),
          eq(employees.roleId, ROLE.admin),
          eq(employees.isActive, true),
        ),
      );
    const bell = await testApp.db
      .select({
        recipientId: notifications.recipientId,
        description: notifications.description,
        sentById: notifications.sentById,
      })
      .from(notifications)
      .where(eq(notifications.event, 'employee-provisioned'));
    expect(bell.map((row) => row.recipientId).sort()).toEqual(admins.map((admin) => admin.id).sort());
    expect(bell[0]).toMatchObject({
      description: ssoTexts.provisionedNotice('Nia Newcomer'),
      sentById: employeeId,
    });

    const audit = await testApp.db
      .select({
        actorId: auditEvents.actorId,
        subjectId: auditEvents.subjectId,
        summary: auditEvents.summary,
      })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employee.provisioned'));
    expect(audit).toEqual([
      {
        actorId: employeeId,
        subjectId: employeeId,
        summary: ssoTexts.provisionedAudit('Nia Newcomer', NEWCOMER_EMAIL),
      },
    ]);

    // The second sign-in finds the employee the first one created.
    expect((await signInAtProvider('newcomer')).headers.location).toBe('/dashboard');
    expect(await employeesWith(NEWCOMER_EMAIL)).toHaveLength(1);
    expect(
      await testApp.db.select().from(auditEvents).where(eq(auditEvents.action, 'employee.provisioned')),
    ).toHaveLength(1);
  });

  it('creates one employee when two first sign-ins of the same person arrive together', async () => {
    await connect({ isProvisioningEnabled: true });
    const first = await loginAtProvider(await startSignIn(), 'newcomer', CALLBACK_URL);
    const second = await loginAtProvider(await startSignIn(), 'newcomer', CALLBACK_URL);
    const responses = await Promise.all([callback(first), callback(second)]);
    expect(responses.map((response) => response.headers.location)).toEqual(['/dashboard', '/dashboard']);
    const [created, ...others] = await employeesWith(NEWCOMER_EMAIL);
    expect(others).toEqual([]);
    // Without a default department the code's department part is 0 until HR chooses one; the record
    // opens for the administrators to complete.
    expect(created).toMatchObject({ departmentId: null, designationId: null, shiftId: null });
    expect(created?.employeeCode).toMatch(/-EMP-0-\d{8}$/);
    const record = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${created?.id}?view=edit`,
      headers: { cookie: (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie },
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ name: 'Nia Newcomer', fatherName: null, departmentName: null });
  });

  it('never creates a relieved or a deleted employee again', async () => {
    await connect({ isProvisioningEnabled: true });
    await testApp.db
      .update(employees)
      .set({ isRelieved: true })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expectRefused(await signInAtProvider('employee'), 'not-matched');
    await testApp.db
      .update(employees)
      .set({ isRelieved: false, isActive: false, deletedAt: new Date() })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expectRefused(await signInAtProvider('employee'), 'not-matched');
    const rows = await employeesWith(DEMO_EMPLOYEE_EMAIL);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isActive).toBe(false);
  });

  it('refuses an address outside the listed domains, however verified', async () => {
    await connect({ isProvisioningEnabled: true });
    expectRefused(await signInAtProvider('outsider'), 'not-matched');
    expect(await employeesWith('nia@elsewhere.example')).toEqual([]);
  });

  it("refuses another organisation's department as a default, and saves nothing", async () => {
    await connect();
    const other = await signUpOtherOrganization(testApp);
    const [foreign] = await testApp.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.organizationId, other.organizationId));
    const response = await saveConnection({
      isProvisioningEnabled: true,
      provisioningDepartmentId: foreign?.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'SSO_PROVISIONING_DEFAULT_NOT_FOUND',
      detail: ssoTexts.provisioningDefaultNotFound,
    });
    const [row] = await testApp.db.select().from(ssoConnections);
    expect(row).toMatchObject({ isProvisioningEnabled: false, provisioningDepartmentId: null });
  });
});

describe('single sign-on required', () => {
  it('refuses passwords and reset links to everyone but the break-glass administrator', async () => {
    const adminId = await employeeIdOf(DEMO_ADMIN_EMAIL);
    await connect({ isRequired: true, breakGlassEmployeeId: adminId });

    const refused = await postSignIn(testApp, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SSO_REQUIRED',
      detail: ssoTexts.passwordNotAllowed('Test IdP'),
    });
    expect(sessionCookieOf(refused)).toBeUndefined();
    // A wrong password learns nothing about single sign-on.
    expect((await postSignIn(testApp, DEMO_EMPLOYEE_EMAIL, 'Wrong#123')).json()).toMatchObject({
      code: 'SIGN_IN_FAILED',
    });

    const admin = await postSignIn(testApp, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    expect(admin.statusCode, admin.body).toBe(200);

    // The provider still signs the employee in.
    expect((await signInAtProvider('employee')).headers.location).toBe('/dashboard');
  });

  it('sends no reset link to a person who must use single sign-on', async () => {
    await connect({ isRequired: true, breakGlassEmployeeId: await employeeIdOf(DEMO_ADMIN_EMAIL) });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: SAME_ORIGIN,
      payload: { email: DEMO_EMPLOYEE_EMAIL },
    });
    expect(response.statusCode).toBe(204);
    expect(await testApp.db.select().from(passwordResetTokens)).toEqual([]);
  });
});
