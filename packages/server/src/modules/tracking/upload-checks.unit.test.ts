import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { trackerTexts } from '@pulse/shared/spec-texts';
import { describe, expect, it } from 'vitest';
import { foldIntervalCopies, foldMinuteCopies } from './batch-folding';
import { findBatchErrors, isWholeMinute, MAX_REPORTED_ERRORS, timeWindowErrorOf } from './upload-checks';

// The batch rules case by case; tracker.routes.test.ts proves once per behaviour that a refused
// batch is a 400 that stores nothing.

const NOW = new Date('2026-03-02T09:00:00Z');
const at = (time: string) => `2026-03-02T${time}Z`;
const ms = (instant: string) => Date.parse(instant);

const focus = (startedAt: string, durationSeconds: number, app = 'Code'): TrackerInterval => ({
  kind: 'focus',
  startedAt,
  durationSeconds,
  app,
  title: `${app} — work`,
});
const away = (startedAt: string, durationSeconds: number): TrackerInterval => ({
  kind: 'away',
  startedAt,
  durationSeconds,
});
const minute = (minuteStart: string): TrackerInputMinute => ({ minuteStart, keyPresses: 1, mouseClicks: 1 });

// As the service checks a batch: its copies folded first.
const errorsOf = (intervals: TrackerInterval[], minutes: TrackerInputMinute[] = []) =>
  findBatchErrors(foldIntervalCopies(intervals), foldMinuteCopies(minutes), NOW);

describe('timeWindowErrorOf', () => {
  it.each([
    ['now', at('09:00:00'), at('09:00:00'), null],
    ['exactly 30 days ago', '2026-01-31T09:00:00Z', '2026-01-31T09:00:00Z', null],
    [
      'a millisecond more than 30 days ago',
      '2026-01-31T08:59:59.999Z',
      at('08:00:00'),
      trackerTexts.timeTooOld,
    ],
    ['ending exactly 5 minutes ahead', at('09:00:00'), at('09:05:00'), null],
    [
      'ending a millisecond past 5 minutes ahead',
      at('09:00:00'),
      '2026-03-02T09:05:00.001Z',
      trackerTexts.timeInFuture,
    ],
    ['years ahead', '9999-12-31T23:59:00Z', '9999-12-31T23:59:00Z', trackerTexts.timeInFuture],
    [
      'too old and ending too far ahead: too old',
      '2026-01-01T00:00:00Z',
      at('10:00:00'),
      trackerTexts.timeTooOld,
    ],
  ])('%s', (_name, start, end, expected) => {
    expect(timeWindowErrorOf(ms(start), ms(end), NOW)).toBe(expected);
  });
});

describe('isWholeMinute', () => {
  it.each([
    [at('08:00:00'), true],
    [at('08:00:30'), false],
    [at('08:00:00.001'), false],
    // A zone a half-hour off UTC still starts its minutes on UTC's.
    ['2026-03-02T13:30:00+05:30', true],
  ])('%s → %s', (instant, expected) => {
    expect(isWholeMinute(ms(instant))).toBe(expected);
  });
});

describe('findBatchErrors', () => {
  const overlap = (index: number) => ({
    path: `intervals.${index}.startedAt`,
    message: trackerTexts.intervalsOverlap,
  });

  it.each([
    ['intervals one after another', [focus(at('08:00:00'), 60), focus(at('08:01:00'), 60, 'Mail')], []],
    ['overlapping intervals of other kinds', [focus(at('08:00:00'), 120), away(at('08:01:00'), 60)], []],
    [
      'overlapping intervals of one kind',
      [focus(at('08:00:00'), 120), focus(at('08:01:00'), 60, 'Mail')],
      [overlap(1)],
    ],
    [
      'the later one named, in any order',
      [focus(at('08:01:00'), 60, 'Mail'), focus(at('08:00:00'), 120)],
      [overlap(0)],
    ],
    [
      'a zero-length interval inside another of its kind',
      [focus(at('08:00:00'), 120), focus(at('08:01:00'), 0, 'Mail')],
      [overlap(1)],
    ],
    ['zero-length copies of one interval, folded', [focus(at('08:00:00'), 0), focus(at('08:00:00'), 0)], []],
    [
      // Folding the copies leaves a genuine overlap: two windows focused at once.
      'copies that still overlap another interval once folded',
      [focus(at('08:00:00'), 0), focus(at('08:00:00'), 0), focus(at('07:59:30'), 60, 'Mail')],
      [overlap(0)],
    ],
    [
      'a time in the future',
      [focus(at('09:04:00'), 120)],
      [{ path: 'intervals.0.startedAt', message: trackerTexts.timeInFuture }],
    ],
    [
      'a time older than 30 days',
      [focus('2026-01-20T08:00:00Z', 60)],
      [{ path: 'intervals.0.startedAt', message: trackerTexts.timeTooOld }],
    ],
  ])('intervals: %s', (_name, intervals, expected) => {
    expect(errorsOf(intervals)).toEqual(expected);
  });

  it.each([
    ['whole minutes', [minute(at('08:00:00')), minute(at('08:01:00'))], []],
    [
      'a minute that is not whole',
      [minute(at('08:00:00')), minute(at('08:00:30'))],
      [{ path: 'inputMinutes.1.minuteStart', message: trackerTexts.minuteNotWhole }],
    ],
    [
      'a time years ahead',
      [minute('9999-12-31T23:59:00Z')],
      [{ path: 'inputMinutes.0.minuteStart', message: trackerTexts.timeInFuture }],
    ],
    [
      'a minute older than 30 days',
      [minute('2026-01-20T08:00:00Z')],
      [{ path: 'inputMinutes.0.minuteStart', message: trackerTexts.timeTooOld }],
    ],
  ])('input minutes: %s', (_name, minutes, expected) => {
    expect(errorsOf([], minutes)).toEqual(expected);
  });

  it(`names at most ${MAX_REPORTED_ERRORS} problems`, () => {
    const minutes = Array.from({ length: 30 }, (_, index) =>
      minute(`2026-03-02T08:${String(index).padStart(2, '0')}:30Z`),
    );
    const errors = errorsOf([], minutes);
    expect(errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(errors[0]?.path).toBe('inputMinutes.0.minuteStart');
  });
});
