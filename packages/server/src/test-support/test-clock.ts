import type { Clock } from '../lib/clock';

export const createTestClock = (start = new Date('2026-03-02T09:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds: number) => {
      current += milliseconds;
    },
  } satisfies Clock & { advance: (milliseconds: number) => void };
};
