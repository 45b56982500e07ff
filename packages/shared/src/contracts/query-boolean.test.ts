import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBooleanSchema } from './query-boolean';

describe('queryBooleanSchema', () => {
  it.each([
    ['true', true],
    ['false', false],
  ])('parses %s as %s', (text, value) => {
    expect(queryBooleanSchema.parse(text)).toBe(value);
  });

  it.each(['', 'yes', '1', 'TRUE'])('refuses %j', (text) => {
    expect(queryBooleanSchema.safeParse(text).success).toBe(false);
  });

  it('is documented as a boolean', () => {
    expect(z.toJSONSchema(queryBooleanSchema, { io: 'input' })).toMatchObject({ type: 'boolean' });
  });
});
