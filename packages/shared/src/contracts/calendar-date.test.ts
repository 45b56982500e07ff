import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredCalendarDateSchema } from './calendar-date';

const messagesOf = (value: unknown) =>
  requiredCalendarDateSchema('Please select a date', 'Enter a valid date.')
    .safeParse(value)
    .error?.issues.map((issue) => issue.message) ?? [];

describe('requiredCalendarDateSchema', () => {
  it.each([
    ['2026-03-02', []],
    ['2024-02-29', []],
    ['', ['Please select a date']],
    [undefined, ['Please select a date']],
    ['02-03-2026', ['Enter a valid date.']],
    ['2026-02-29', ['Enter a valid date.']],
    // zod's pattern lets year 0000 through; PostgreSQL's date does not.
    ['0000-01-01', ['Enter a valid date.']],
  ])('%s → %j', (value, messages) => {
    expect(messagesOf(value)).toEqual(messages);
  });

  it('is documented as a date, in a body and in a query alike', () => {
    const schema = z.toJSONSchema(requiredCalendarDateSchema('Please select a date'), { io: 'input' });
    expect(schema).toMatchObject({ type: 'string', format: 'date' });
  });
});
