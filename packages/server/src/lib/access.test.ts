import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import { sessionFor, useTestApp } from '../test-support/test-app';

const testApp = useTestApp();

describe('access control', () => {
  // Each route carries its own check: the HEAD route fastify adds beside every GET must carry it too.
  it('checks the session on the HEAD route beside a GET', async () => {
    const anonymous = await testApp.app.inject({ method: 'HEAD', url: '/api/v1/me' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const signedIn = await testApp.app.inject({ method: 'HEAD', url: '/api/v1/me', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses an employee on an administrator route, HEAD included', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/v1/auth/sign-in-events',
        headers: { cookie },
      });
      expect(response.statusCode, method).toBe(403);
    }
  });
});
