import type { Clock } from '../lib/clock';

export const createTestClock = (start = new Date('2026-03-02T09:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds: number) => {
      current += milliseconds;
    },
    // Back to the start, for the next test of a file that shares one app.
    reset: () => {
      current = start.getTime();
    },
  } satisfies Clock & { advance: (milliseconds: number) => void; reset: () => void };
};
