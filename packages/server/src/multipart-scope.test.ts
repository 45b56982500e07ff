import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInEvents } from './db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './db/seed/demo';
import { SAME_ORIGIN, useTestApp } from './test-support/test-app';

// The multipart parser is registered only around the modules that take uploads (hardening:
// per-request overhead); their own tests (lib/multipart-errors.test.ts) prove those still read parts.
const testApp = useTestApp();

describe('multipart bodies outside the upload routes', () => {
  it('are answered 415 problem+json and change nothing', async () => {
    const boundary = 'pulse-scope-test';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const [before] = await testApp.db.select({ count: count() }).from(signInEvents);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('email', DEMO_ADMIN_EMAIL)}${field('password', DEMO_PASSWORD)}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [after] = await testApp.db.select({ count: count() }).from(signInEvents);
    expect(after?.count).toBe(before?.count);
  });
});
