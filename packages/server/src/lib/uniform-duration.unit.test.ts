import { describe, expect, it } from 'vitest';
import { createUniformDuration } from './uniform-duration';

// A clock that each piece of work moves on by its own duration, and that records every wait.
const fakeTimer = () => {
  let now = 0;
  const waits: number[] = [];
  return {
    timer: {
      now: () => now,
      wait: async (milliseconds: number) => {
        waits.push(milliseconds);
        now += milliseconds;
      },
    },
    waits,
    take: (milliseconds: number, didWork: boolean) => async () => {
      now += milliseconds;
      return { didWork, value: milliseconds };
    },
  };
};

describe('uniform duration', () => {
  it('holds a quick answer back to the typical duration of the work it did not do', async () => {
    const { timer, waits, take } = fakeTimer();
    const uniform = createUniformDuration(timer);
    expect(await uniform(take(40, true))).toBe(40);
    expect(await uniform(take(2, false))).toBe(2);
    expect(waits).toEqual([38]);
  });

  it('follows the work as it gets slower, a step at a time', async () => {
    const { timer, waits, take } = fakeTimer();
    const uniform = createUniformDuration(timer);
    await uniform(take(40, true));
    await uniform(take(90, true));
    // 40 + 0.2 × (90 − 40)
    await uniform(take(0, false));
    expect(waits).toEqual([50]);
  });

  it('does not wait before it has seen the work once, nor when the answer took long enough', async () => {
    const { timer, waits, take } = fakeTimer();
    const uniform = createUniformDuration(timer);
    await uniform(take(5, false));
    await uniform(take(30, true));
    await uniform(take(35, false));
    expect(waits).toEqual([]);
  });
});
