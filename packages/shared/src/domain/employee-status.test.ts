import { describe, expect, it } from 'vitest';
import { normalizeEmployeeStatus } from './employee-status';

const today = '2026-11-22';

describe('employee status (spec A §4)', () => {
  it.each([
    [
      'active stays active, date cleared',
      { isActive: true, isRelieved: false, relievingDate: '2026-01-01' },
      { isActive: true, isRelieved: false, relievingDate: null },
    ],
    [
      'unticking Active fills today',
      { isActive: false, isRelieved: false, relievingDate: null },
      { isActive: false, isRelieved: false, relievingDate: today },
    ],
    [
      'inactive keeps a chosen date',
      { isActive: false, isRelieved: false, relievingDate: '2026-10-31' },
      { isActive: false, isRelieved: false, relievingDate: '2026-10-31' },
    ],
    [
      'ticking Is Relieved unticks Active and fills today',
      { isActive: true, isRelieved: true, relievingDate: null },
      { isActive: false, isRelieved: true, relievingDate: today },
    ],
    [
      'relieved keeps a chosen date',
      { isActive: false, isRelieved: true, relievingDate: '2026-09-30' },
      { isActive: false, isRelieved: true, relievingDate: '2026-09-30' },
    ],
  ])('%s', (_case, status, expected) => {
    expect(normalizeEmployeeStatus(status, today)).toEqual(expected);
  });
});
