import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmployeeBodySchema } from './employees';
import { installPlainMessages } from './plain-messages';

beforeAll(installPlainMessages);

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

// What zod says by itself, which no person should read.
const ZOD_WORDING = /expected|Too big|Too small|Invalid (UUID|input|string|option|email|date)/i;

describe('plain validation messages', () => {
  it.each([
    ['a string over its limit', z.string().max(200), 'x'.repeat(600), 'Can be at most 200 characters long.'],
    ['an empty required string', z.string().min(1), '', 'This field is required.'],
    ['a string under its minimum', z.string().min(6), 'abc', 'Must be at least 6 characters long.'],
    ['a number over its limit', z.number().max(100), 101, 'Must be 100 or less.'],
    ['a missing field', z.object({ name: z.string() }), {}, 'This field is required.'],
    ['a value of the wrong type', z.number(), 'seven', 'This value is not valid.'],
    ['a malformed id', z.uuid(), 'nope', 'Choose an entry from the list.'],
    ['a malformed e-mail', z.email(), 'a@', 'Enter a valid e-mail address.'],
    ['an impossible date', z.iso.date(), '2026-02-30', 'Enter a valid date.'],
    ['a value off the list', z.enum(['asc', 'desc']), 'up', 'Choose one of the offered values.'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'This value is not valid.'],
  ])('%s', (_case, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('keeps the spec’s own texts', () => {
    expect(messagesOf(z.string().min(1, 'Employee Name is required'), '')).toEqual([
      'Employee Name is required',
    ]);
  });

  it('leaves no zod wording in a bad employee form', () => {
    const messages = messagesOf(createEmployeeBodySchema, {
      name: 'x'.repeat(600),
      fatherName: 3,
      joiningDate: '2026-02-30',
      departmentId: 'does-not-exist',
      bloodGroup: 'Z',
      officialEmail: 'not-an-email',
    });
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) expect(message).not.toMatch(ZOD_WORDING);
  });
});
