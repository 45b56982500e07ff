import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LEAVE_STATUS_NAMES } from '../domain/leave-status';
import { numericEnumQuerySchema, numericEnumSchema } from './numeric-enum';

const leaveStatus = numericEnumSchema('Leave status', LEAVE_STATUS_NAMES);

describe('numericEnumSchema', () => {
  it('lists the numbers and names each one', () => {
    expect(z.toJSONSchema(leaveStatus, { io: 'output' })).toMatchObject({
      enum: [1, 2, 3, 4, 5, 6],
      description:
        'Leave status: 1 = Pending, 2 = Approved, 3 = Rejected, 4 = Cancelled, 5 = Marked Absent, 6 = Marked Present.',
    });
  });

  it('takes the number as text in a query, documented the same', () => {
    const query = numericEnumQuerySchema(leaveStatus);
    expect(query.parse('2')).toBe(2);
    expect(query.safeParse('7').success).toBe(false);
    expect(z.toJSONSchema(query, { io: 'input' })).toMatchObject({
      type: 'integer',
      enum: [1, 2, 3, 4, 5, 6],
    });
  });
});
