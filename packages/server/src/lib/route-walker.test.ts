import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import { createTestApp, SAME_ORIGIN, sessionFor, type TestApp } from '../test-support/test-app';

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
      expect(['public', 'authenticated', 'admin', 'device']).toContain(route.access);
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
