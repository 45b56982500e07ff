import { randomUUID } from 'node:crypto';
import { API_TOKEN_SCOPES } from '@pulse/shared/contracts/api-tokens';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import {
  createTestApp,
  SAME_ORIGIN,
  sessionFor,
  signUpOtherOrganization,
  type TestApp,
} from '../test-support/test-app';
import { requireRouteDeclarations } from './access';
import { ANY_TOKEN, TOKEN_FREE } from './token-scopes';

// Walks every registered /api/v1 route, so a route added later is covered the moment it exists.
let testApp: TestApp;
let employeeCookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
  employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
});
afterAll(async () => {
  await testApp.close();
});

// Path parameters get ids that exist nowhere; access is decided before any lookup.
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

describe('route walker', () => {
  it('finds the routes and every one declares its access', () => {
    const routes = testApp.app.apiRoutes;
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/auth/sign-in', 'GET /api/v1/me', 'POST /api/v1/organizations']),
    );
    for (const route of routes)
      expect(['public', 'authenticated', 'admin', 'own', 'device']).toContain(route.access);
  });

  // API tokens: every session route declares the scope a token needs (lib/token-scopes.ts),
  // or that tokens may not call it. An administrator's token is used, so only the scope can refuse.
  it('answers 403 on every session route to an API token without its scope, or to any token where tokens are refused', async () => {
    const adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
    const secretWith = async (scopes: string[]) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/api-tokens',
        headers: { ...SAME_ORIGIN, cookie: adminCookie },
        payload: { name: `walker ${scopes.length}`, kind: 'personal', scopes, expiresInDays: 30 },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().secret as string;
    };
    const auditOnly = await secretWith(['audit:read']);
    const newsOnly = await secretWith(['news:read']);
    const everything = await secretWith([...API_TOKEN_SCOPES]);
    const sessionRoutes = testApp.app.apiRoutes.filter(
      (route) => route.access !== 'public' && route.access !== 'device',
    );
    expect(sessionRoutes.filter((route) => route.tokenScope === TOKEN_FREE).length).toBeGreaterThan(0);
    for (const route of sessionRoutes) {
      if (route.tokenScope === ANY_TOKEN) continue;
      const secret =
        route.tokenScope === TOKEN_FREE
          ? everything
          : route.tokenScope === 'audit:read'
            ? newsOnly
            : auditOnly;
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(response.statusCode, `${route.method} ${route.url} (${route.tokenScope})`).toBe(403);
      expect(response.json().code).toBe('INSUFFICIENT_SCOPE');
    }
  });

  // Tracker routes take only a device's bearer token: a portal session cookie opens none of them.
  it('answers 401 on every device route to a session cookie or a made-up bearer token', async () => {
    const deviceRoutes = testApp.app.apiRoutes.filter((route) => route.access === 'device');
    expect(deviceRoutes.length).toBeGreaterThan(0);
    for (const route of deviceRoutes) {
      for (const headers of [
        { ...SAME_ORIGIN, cookie: employeeCookie },
        { authorization: `Bearer ${'x'.repeat(43)}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
      ]) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const guarded = testApp.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: SAME_ORIGIN,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers 403 to an employee (role 2) on every admin route', async () => {
    const adminRoutes = testApp.app.apiRoutes.filter((candidate) => candidate.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { ...SAME_ORIGIN, cookie: employeeCookie },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses to register an /api/v1 route without declared access', async () => {
    const other = await createTestApp();
    expect(() => other.app.get('/api/v1/undeclared', async () => 'oops')).toThrow(
      /does not declare config.access/,
    );
    await other.close();
  });
});

// 'own' routes name an employee in the path: an administrator or that employee gets through, anyone
// else gets 403 before any lookup, and another organisation's administrator finds nobody (404). The
// 401 without a session is the walk over every non-public route above.
describe('route walker: own routes', () => {
  // The other path parameters get values that pass validation (a salary slip's year and month, ids that
  // exist nowhere), so a request that passes access reaches the lookups.
  const ownUrl = (url: string, employeeId: string) =>
    url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      if (name === 'employeeId') return employeeId;
      if (name === 'year') return '2026';
      if (name === 'month') return '1';
      return randomUUID();
    });
  const ownRoutes = () => testApp.app.apiRoutes.filter((route) => route.access === 'own');
  const call = (route: { method: string; url: string }, employeeId: string, cookie: string) =>
    testApp.app.inject({
      method: route.method as 'GET',
      url: ownUrl(route.url, employeeId),
      headers: { ...SAME_ORIGIN, cookie },
    });

  it('answers 403 to an employee naming a colleague, and lets them through on their own id', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect(ownRoutes().length).toBeGreaterThan(0);
    for (const route of ownRoutes()) {
      const colleagues = await call(route, admin.employee.id, employee.cookie);
      expect(colleagues.statusCode, `${route.method} ${route.url}`).toBe(403);
      const own = await call(route, employee.employee.id, employee.cookie);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(own.statusCode);
    }
  });

  it('refuses an own route whose path names no employee', () => {
    const route = {
      method: 'GET',
      url: '/api/v1/things',
      config: { access: 'own' },
      schema: { operationId: 'listThings' },
    } as RouteOptions;
    expect(() => requireRouteDeclarations(route)).toThrow(/names no :employeeId/);
  });

  it('refuses a documented route without an operationId', () => {
    const route = { method: 'GET', url: '/api/v1/things', config: { access: 'admin' } } as RouteOptions;
    expect(() => requireRouteDeclarations(route)).toThrow(/does not declare schema.operationId/);
  });

  it('answers 404 to another organisation’s administrator naming this organisation’s employee', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    for (const route of ownRoutes()) {
      const response = await call(route, employee.employee.id, other.cookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });
});
