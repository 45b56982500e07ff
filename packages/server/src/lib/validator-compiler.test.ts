import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designations } from '../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../test-support/test-app';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE, TOO_DEEP_MESSAGE } from './unsafe-input';

describe('validation of every route', () => {
  const testApp = useTestApp();

  const designationCount = async () =>
    (await testApp.db.select({ value: count() }).from(designations))[0]?.value;

  it.each([
    ['NUL', 'Architect\u0000', CONTROL_CHARACTER_MESSAGE],
    ['a lone surrogate', 'Architect\ud83d', LONE_SURROGATE_MESSAGE],
  ])(
    'answers %s in a body field with a 400 naming the field, and stores nothing',
    async (_, name, message) => {
      const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
      const before = await designationCount();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/designations',
        headers: { ...SAME_ORIGIN, cookie },
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: message,
        errors: [{ path: 'name', message }],
      });
      expect(await designationCount()).toBe(before);
    },
  );

  it('answers %00 in a query parameter with a 400 naming the parameter', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=ra%00hul',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'search', message: CONTROL_CHARACTER_MESSAGE }]);
  });

  it('answers a deeply nested body with a 400, and keeps the schema’s own messages otherwise', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const deep = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/designations',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().detail).toBe(TOO_DEEP_MESSAGE);
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/designations',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { name: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('name');
  });
});
