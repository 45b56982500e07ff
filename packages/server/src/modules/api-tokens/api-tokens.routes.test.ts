import { API_TOKEN_PATTERN, type CreateApiTokenBody } from '@pulse/shared/contracts/api-tokens';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { hashApiTokenSecret } from './api-token-secret';

const testApp = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const createToken = async (email: string, values: Partial<CreateApiTokenBody> = {}) => {
  const session = await sessionFor(testApp, email);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/api-tokens',
    headers: { ...SAME_ORIGIN, cookie: session.cookie },
    payload: {
      name: 'Payroll sync',
      kind: 'personal',
      scopes: ['leaves:read'],
      expiresInDays: 30,
      ...values,
    },
  });
  return { response, session };
};
const createdSecret = async (email: string, values: Partial<CreateApiTokenBody> = {}) => {
  const { response } = await createToken(email, values);
  if (response.statusCode !== 201) throw new Error(`token not created: ${response.body}`);
  return response.json() as { id: string; secret: string };
};

// A script outside the browser: the bearer header, no cookie, no Origin.
const withToken = (secret: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

describe('API tokens', () => {
  it('creates a personal token shown once, stored hashed, that calls GET /me and a list as its owner', async () => {
    const { response, session } = await createToken(DEMO_EMPLOYEE_EMAIL);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.secret).toMatch(API_TOKEN_PATTERN);
    expect(created).toMatchObject({ kind: 'personal', scopes: ['leaves:read'], lastUsedAt: null });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const [row] = await testApp.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.secretHash).toBe(hashApiTokenSecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const me = await withToken(created.secret, 'GET', '/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(session.employee.id);
    const leaves = await withToken(created.secret, 'GET', '/api/v1/leaves/mine');
    expect(leaves.statusCode).toBe(200);
    expect(leaves.json()).toHaveProperty('items');

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me/api-tokens',
      headers: { cookie: session.cookie },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: created.id, lastUsedAt: testApp.clock.now().toISOString() }),
    ]);
    expect(list.body).not.toContain(created.secret);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api-token.created'), eq(auditEvents.actorId, session.employee.id)));
    expect(audit?.summary).toContain('Payroll sync');
  });

  it('answers 403 without the operation’s scope, and on operations tokens may never call', async () => {
    const { secret } = await createdSecret(DEMO_EMPLOYEE_EMAIL);
    for (const [method, url] of [
      ['GET', '/api/v1/projects'],
      ['POST', '/api/v1/notifications/mark-viewed'],
      ['GET', '/api/v1/me/api-tokens'],
      ['GET', '/api/v1/me/two-factor'],
    ] as const) {
      const response = await withToken(secret, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('INSUFFICIENT_SCOPE');
    }
  });

  it('takes writes without a cookie whatever Origin they name: a browser never adds the header itself', async () => {
    const { secret } = await createdSecret(DEMO_EMPLOYEE_EMAIL, { scopes: ['notifications:write'] });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/mark-viewed',
      headers: { authorization: `Bearer ${secret}`, origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('answers 401 to an unknown, revoked or expired token, and when its owner is inactive', async () => {
    const unknown = await withToken(`pulse_${'A'.repeat(43)}`, 'GET', '/api/v1/me');
    expect(unknown.statusCode).toBe(401);

    const revoked = await createdSecret(DEMO_EMPLOYEE_EMAIL);
    const owner = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/api-tokens/${revoked.id}/revoke`,
      headers: { ...SAME_ORIGIN, cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await withToken(revoked.secret, 'GET', '/api/v1/me')).statusCode).toBe(401);

    const expiring = await createdSecret(DEMO_EMPLOYEE_EMAIL, { name: 'Short' });
    const inactive = await createdSecret(DEMO_EMPLOYEE_EMAIL, { name: 'Owner leaves', expiresInDays: null });
    await testApp.db.update(employees).set({ isActive: false }).where(eq(employees.id, owner.employee.id));
    expect((await withToken(inactive.secret, 'GET', '/api/v1/me')).statusCode).toBe(401);
    await testApp.db.update(employees).set({ isActive: true }).where(eq(employees.id, owner.employee.id));
    expect((await withToken(expiring.secret, 'GET', '/api/v1/me')).statusCode).toBe(200);
    testApp.clock.advance(30 * DAY_MS);
    expect((await withToken(expiring.secret, 'GET', '/api/v1/me')).statusCode).toBe(401);
  });

  it('lets only administrators create organisation tokens, which must expire and act as an administrator', async () => {
    const refused = await createToken(DEMO_EMPLOYEE_EMAIL, { kind: 'organization' });
    expect(refused.response.statusCode).toBe(403);
    const endless = await createToken(DEMO_ADMIN_EMAIL, { kind: 'organization', expiresInDays: null });
    expect(endless.response.statusCode).toBe(400);

    const { secret } = await createdSecret(DEMO_ADMIN_EMAIL, {
      kind: 'organization',
      name: 'HRIS',
      scopes: ['settings:write', 'people:read'],
    });
    expect((await withToken(secret, 'GET', '/api/v1/employees')).statusCode).toBe(200);
    const created = await withToken(secret, 'POST', '/api/v1/departments', { name: 'Integrations' });
    expect(created.statusCode).toBe(201);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'master-data.changed'), eq(auditEvents.actorId, admin.employee.id)));
    expect(audit?.actorName).toBe(admin.employee.name);
    expect(audit?.summary).toMatch(/\(via API token “HRIS”\)$/);
    const organizationList = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/organization/api-tokens',
      headers: { cookie: admin.cookie },
    });
    expect(organizationList.json().items).toEqual([expect.objectContaining({ name: 'HRIS' })]);
  });

  it('answers 404 to another organisation, or a colleague, revoking a token, and changes nothing', async () => {
    const { id } = await createdSecret(DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    for (const cookie of [other.cookie, admin.cookie]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/api-tokens/${id}/revoke`,
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await testApp.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.revokedAt).toBeNull();
  });
});
