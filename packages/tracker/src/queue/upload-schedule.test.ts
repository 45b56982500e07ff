import { describe, expect, it } from 'vitest';
import { createUploadSchedule, type UploadKind } from './upload-schedule';

// Delays of 0.5, 1, 2, 4 s and then 4 s again: the lower end of each step, capped at 8 s.
const BACKOFF = { baseMs: 1_000, capMs: 8_000, random: () => 0 };

type Step = [at: number, kind: UploadKind, outcome: 'failed' | 'succeeded', retryAfterMs?: number];

describe('upload schedule', () => {
  it.each<[string, Step[], number, UploadKind[], number | null]>([
    ['nothing failed: both kinds are due', [], 0, ['batches', 'screenshots'], null],
    ['a screenshot failure delays only screenshots', [[0, 'screenshots', 'failed']], 499, ['batches'], 1],
    [
      'a kind is due again once its delay passed',
      [[0, 'screenshots', 'failed']],
      500,
      ['batches', 'screenshots'],
      null,
    ],
    [
      'failures in a row back off further',
      [
        [0, 'batches', 'failed'],
        [500, 'batches', 'failed'],
        [1_500, 'batches', 'failed'],
      ],
      1_500,
      ['screenshots'],
      2_000,
    ],
    [
      'batches taken between two screenshot failures do not reset the screenshots’ backoff',
      [
        [0, 'screenshots', 'failed'],
        [0, 'batches', 'succeeded'],
        [500, 'screenshots', 'failed'],
        [500, 'batches', 'succeeded'],
      ],
      500,
      ['batches'],
      1_000,
    ],
    [
      'a success resets only its own kind',
      [
        [0, 'batches', 'failed'],
        [0, 'screenshots', 'failed'],
        [500, 'batches', 'failed'],
        [500, 'screenshots', 'succeeded'],
        [500, 'screenshots', 'failed'],
      ],
      // Screenshots start again at 0.5 s; batches keep their 1 s.
      1_000,
      ['screenshots'],
      500,
    ],
    [
      'a Retry-After longer than the backoff wins',
      [[0, 'screenshots', 'failed', 30_000]],
      29_999,
      ['batches'],
      1,
    ],
    [
      'a backoff longer than the Retry-After wins',
      [
        [0, 'batches', 'failed'],
        [500, 'batches', 'failed'],
        [1_500, 'batches', 'failed', 1_000],
      ],
      1_500,
      ['screenshots'],
      2_000,
    ],
    [
      'the backoff stops growing at its cap',
      [0, 500, 1_500, 3_500, 7_500].map((at): Step => [at, 'screenshots', 'failed']),
      7_500,
      ['batches'],
      4_000,
    ],
    [
      'both delayed: the earlier one is due first',
      [
        [0, 'screenshots', 'failed', 30_000],
        [0, 'batches', 'failed', 2_000],
      ],
      0,
      [],
      2_000,
    ],
  ])('%s', (_name, steps, at, due, msUntilNextDue) => {
    const schedule = createUploadSchedule(BACKOFF);
    for (const [stepAt, kind, outcome, retryAfterMs] of steps) {
      if (outcome === 'failed') schedule.failed(kind, stepAt, retryAfterMs ?? null);
      else schedule.succeeded(kind);
    }
    expect(schedule.dueKinds(at)).toEqual(due);
    expect(schedule.msUntilNextDue(at)).toBe(msUntilNextDue);
  });

  it('says how many failures a success ends, once', () => {
    const schedule = createUploadSchedule(BACKOFF);
    schedule.failed('screenshots', 0, null);
    schedule.failed('screenshots', 500, null);
    expect(schedule.succeeded('batches')).toBe(0);
    expect(schedule.succeeded('screenshots')).toBe(2);
    expect(schedule.succeeded('screenshots')).toBe(0);
  });
});
