import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import { sessionFor, useTestApp } from '../test-support/test-app';

const testApp = useTestApp();

// What @fastify/helmet sent with Pulse's options before the headers were written out once: the same
// names and values, so browsers see no change.
const expectedHeaders = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(expectedHeaders).map((name) => [name, headers[name]]));

describe('security headers', () => {
  it('come with every answer: success, a refused session, a refused cross-site request and an unknown route', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const answers = [
      await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } }),
      await testApp.app.inject({ method: 'GET', url: '/api/v1/me' }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        headers: { cookie, origin: 'http://evil.example' },
      }),
      await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 403, 404]);
    for (const answer of answers) {
      expect(securityHeadersOf(answer.headers), `${answer.statusCode}`).toEqual(expectedHeaders);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('leave the API documentation its own content security policy', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain('validator.swagger.io');
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});
