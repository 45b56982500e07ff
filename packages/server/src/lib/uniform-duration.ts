import { setTimeout as delay } from 'node:timers/promises';

// An answer that must not tell by its timing which way it went (forgot password: a known address
// writes a link and a mail, an unknown one does nothing). Every answer waits until the typical
// duration of the way that does work, learnt from the answers that took it: a moving average, so it
// follows a database that gets slower or faster, and a single slow outlier does not hold every
// answer up for long.

export type Timer = { now: () => number; wait: (milliseconds: number) => Promise<unknown> };

const systemTimer: Timer = { now: () => performance.now(), wait: (milliseconds) => delay(milliseconds) };

// Weight of the newest duration in the average.
const SMOOTHING = 0.2;

export const createUniformDuration = (timer: Timer = systemTimer) => {
  let typicalMs = 0;
  return async <T>(work: () => Promise<{ didWork: boolean; value: T }>): Promise<T> => {
    const startedAt = timer.now();
    const { didWork, value } = await work();
    const tookMs = timer.now() - startedAt;
    if (didWork) typicalMs = typicalMs === 0 ? tookMs : typicalMs + SMOOTHING * (tookMs - typicalMs);
    if (tookMs < typicalMs) await timer.wait(typicalMs - tookMs);
    return value;
  };
};
