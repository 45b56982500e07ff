import { signUpTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { departments, employees, organizations } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { createTestApp, SAME_ORIGIN, useTestApp } from '../../test-support/test-app';
import { SIGN_UPS_PER_HOUR } from './organization.routes';

const testApp = useTestApp();

const signUp = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: SAME_ORIGIN, payload });

const acme = {
  name: 'Wile Coyote',
  organizationName: 'Acme Anvils',
  email: 'Wile@Acme.test',
  password: 'Anvil#42',
  timeZone: 'America/Denver',
};

describe('organisation sign-up', () => {
  it('creates the organisation and its first administrator and signs them in', async () => {
    const response = await signUp(acme);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Wile Coyote',
      roleId: 1,
      officialEmail: 'wile@acme.test',
      employeeCode: 'ACME-EMP-1-00000001',
      organization: { name: 'Acme Anvils', timeZone: 'America/Denver' },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `pulse_session=${cookie?.value}` },
    });
    expect(me.json()).toEqual(created);

    const [organization] = await testApp.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created.organization.id));
    expect(organization).toMatchObject({ name: 'Acme Anvils', isActive: true });
    const [admin] = await testApp.db.select().from(employees).where(eq(employees.id, created.id));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);

    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: SAME_ORIGIN,
      payload: { email: acme.email, password: acme.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps the two organisations apart', async () => {
    const response = await signUp(acme);
    const created = response.json();
    expect(created.organization.id).not.toBe(testApp.demoOrganizationId);
    const acmePeople = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.organizationId, created.organization.id));
    expect(acmePeople.map((person) => person.officialEmail)).toEqual(['wile@acme.test']);
    const acmeDepartments = await testApp.db
      .select()
      .from(departments)
      .where(eq(departments.organizationId, created.organization.id));
    expect(acmeDepartments).toHaveLength(1);
  });

  it('refuses an e-mail that already signs in somewhere, writing nothing', async () => {
    const before = await testApp.db.select().from(organizations);
    const response = await signUp({ ...acme, email: DEMO_ADMIN_EMAIL.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: signUpTexts.emailTaken,
      errors: [{ path: 'email', message: signUpTexts.emailTaken }],
    });
    expect(await testApp.db.select().from(organizations)).toHaveLength(before.length);
  });

  it('takes the e-mail of a deleted employee, who keeps their record', async () => {
    await testApp.db
      .update(employees)
      .set({ deletedAt: new Date(), isActive: false })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    const response = await signUp({ ...acme, email: DEMO_EMPLOYEE_EMAIL });
    expect(response.statusCode).toBe(201);
    const holders = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect(holders).toHaveLength(2);
  });

  it.each([
    [{ name: '' }, 'name', signUpTexts.nameRequired],
    [{ email: 'nope' }, 'email', signUpTexts.emailInvalid],
    [{ password: 'short' }, 'password', signUpTexts.passwordRule],
    [{ password: 'much-too-long' }, 'password', signUpTexts.passwordRule],
    [{ password: 'no spaces' }, 'password', signUpTexts.passwordRule],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Time zone is not valid'],
  ])('refuses %j with a field error and writes nothing', async (change, path, message) => {
    const response = await signUp({ ...acme, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await testApp.db.select().from(organizations)).toHaveLength(1);
  });

  it(`rate-limits sign-ups to ${SIGN_UPS_PER_HOUR} an hour from one address`, async () => {
    // The limit is counted in the app's memory: a new app, so the other tests' sign-ups do not count.
    const { app, close } = await createTestApp();
    onTestFinished(close);
    const signUpThere = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v1/organizations', headers: SAME_ORIGIN, payload });
    for (let index = 0; index < SIGN_UPS_PER_HOUR; index++) {
      const response = await signUpThere({ ...acme, email: `owner${index}@acme.test` });
      expect(response.statusCode).toBe(201);
    }
    const limited = await signUpThere({ ...acme, email: 'one-more@acme.test' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
  });
});
