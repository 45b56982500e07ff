import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designations } from '../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../test-support/test-app';
import {
  CONTROL_CHARACTER_MESSAGE,
  findUnsafeInput,
  MAX_INPUT_DEPTH,
  TOO_DEEP_MESSAGE,
} from './unsafe-input';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
};

describe('findUnsafeInput', () => {
  it.each([
    ['plain text', { name: 'Ada Lovelace' }, undefined],
    ['tab, line feed and carriage return (multi-line texts)', { reason: 'one\ttwo\r\nthree' }, undefined],
    ['non-Latin text and emoji', { name: 'Zoë 李 🙂' }, undefined],
    ['NUL', { name: 'Ada\u0000' }, ['name']],
    ['a bell inside an array', { tags: ['ok', 'a\u0007b'] }, ['tags', '1']],
    ['escape deep down', { a: { b: { c: '\u001b[31m' } } }, ['a', 'b', 'c']],
    ['DEL', { name: '\u007f' }, ['name']],
    ['a vertical tab', { name: 'a\u000bb' }, ['name']],
    ['a control character in a key', { 'na\u0000me': 'x' }, []],
  ])('%s', (_, input, path) => {
    const found = findUnsafeInput(input);
    expect(found?.path).toEqual(path);
    if (path) expect(found?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('refuses nesting past the limit, iteratively (no stack overflow at 100,000 levels)', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH - 1))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(TOO_DEEP_MESSAGE);
    expect(findUnsafeInput(nested(100_000))?.message).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('validation of every route', () => {
  const testApp = useTestApp();

  const designationCount = async () =>
    (await testApp.db.select({ value: count() }).from(designations))[0]?.value;

  it('answers NUL in a body field with a 400 naming the field, and stores nothing', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await designationCount();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/designations',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { name: 'Architect\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: CONTROL_CHARACTER_MESSAGE,
      errors: [{ path: 'name', message: CONTROL_CHARACTER_MESSAGE }],
    });
    expect(await designationCount()).toBe(before);
  });

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
