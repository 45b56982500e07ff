import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { describe, expect, it } from 'vitest';
import { foldIntervalCopies, foldMinuteCopies } from './batch-folding';

const focus = (startedAt: string, durationSeconds: number, title: string): TrackerInterval => ({
  kind: 'focus',
  startedAt,
  durationSeconds,
  app: 'Code',
  title,
});
const away = (startedAt: string, durationSeconds: number): TrackerInterval => ({
  kind: 'away',
  startedAt,
  durationSeconds,
});
const minute = (minuteStart: string, keyPresses: number, mouseClicks: number): TrackerInputMinute => ({
  minuteStart,
  keyPresses,
  mouseClicks,
});

const T = '2026-03-02T08:00:00Z';

describe('foldIntervalCopies', () => {
  it.each([
    [
      'nothing to fold',
      [focus(T, 10, 'a'), away(T, 10)],
      [
        [0, 10, 'a'],
        [1, 10, undefined],
      ],
    ],
    ['two zero-length copies: the first', [focus(T, 0, 'a'), focus(T, 0, 'b')], [[0, 0, 'a']]],
    [
      'a blip, then the real interval: the longest, whole',
      [focus(T, 0, 'blip'), focus(T, 90, 'real')],
      [[1, 90, 'real']],
    ],
    [
      'the longest first, then a shorter copy',
      [focus(T, 90, 'real'), focus(T, 30, 'short')],
      [[0, 90, 'real']],
    ],
    ['equal lengths: the first', [focus(T, 60, 'first'), focus(T, 60, 'second')], [[0, 60, 'first']]],
    [
      'one instant in two offsets',
      [focus(T, 0, 'utc'), focus('2026-03-02T09:00:00+01:00', 5, 'paris')],
      [[1, 5, 'paris']],
    ],
    [
      'the same instant, other kinds: kept apart, in order',
      [away(T, 0), focus(T, 0, 'a'), away(T, 3)],
      [
        [2, 3, undefined],
        [1, 0, 'a'],
      ],
    ],
  ])('%s', (_name, intervals, expected) => {
    expect(
      foldIntervalCopies(intervals).map(({ item, index }) => [
        index,
        item.durationSeconds,
        item.kind === 'focus' ? item.title : undefined,
      ]),
    ).toEqual(expected);
  });
});

describe('foldMinuteCopies', () => {
  it.each([
    [
      'different minutes',
      [minute(T, 1, 2), minute('2026-03-02T08:01:00Z', 3, 4)],
      [
        [0, 1, 2],
        [1, 3, 4],
      ],
    ],
    [
      'copies: the larger of each count, never the sum',
      [minute(T, 5, 1), minute(T, 2, 8), minute(T, 4, 4)],
      [[0, 5, 8]],
    ],
    ['one minute in two offsets', [minute(T, 1, 1), minute('2026-03-02T09:00:00+01:00', 2, 0)], [[0, 2, 1]]],
  ])('%s', (_name, minutes, expected) => {
    expect(
      foldMinuteCopies(minutes).map(({ item, index }) => [index, item.keyPresses, item.mouseClicks]),
    ).toEqual(expected);
  });
});
