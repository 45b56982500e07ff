import { describe, expect, it } from 'vitest';
import {
  currentPause,
  describePause,
  type PauseSpan,
  pausedSpansIn,
  pauseNotice,
  withoutCollected,
  withPause,
  withResume,
} from './pause-spans';

const at = (time: string) => new Date(`2026-03-02T${time}Z`);
const iso = (time: string) => at(time).toISOString();
const span = (from: string, until: string | null): PauseSpan => ({
  from: iso(from),
  until: until === null ? null : iso(until),
});

describe('pausing and resuming', () => {
  it.each([
    [
      'not paused: a new span from now (whole seconds)',
      [],
      '10:00:00.700',
      '10:30:00',
      [span('10:00:00', '10:30:00')],
    ],
    ['not paused, until resumed', [], '10:00:00', null, [span('10:00:00', null)]],
    [
      'an earlier pause has ended: a second span',
      [span('09:00:00', '09:10:00')],
      '10:00:00',
      '10:05:00',
      [span('09:00:00', '09:10:00'), span('10:00:00', '10:05:00')],
    ],
    [
      'already paused: the running pause gets the new end',
      [span('10:00:00', '10:30:00')],
      '10:10:00',
      '11:00:00',
      [span('10:00:00', '11:00:00')],
    ],
    [
      'paused for a while, then until resumed',
      [span('10:00:00', '10:30:00')],
      '10:10:00',
      null,
      [span('10:00:00', null)],
    ],
  ] as const)('pause: %s', (_, spans, now, until, expected) => {
    expect(withPause(spans, at(now), until === null ? null : at(until))).toEqual(expected);
  });

  it.each([
    ['ends the running pause now', [span('10:00:00', null)], '10:20:30.900', [span('10:00:00', '10:20:30')]],
    ['ends a timed pause early', [span('10:00:00', '10:30:00')], '10:05:00', [span('10:00:00', '10:05:00')]],
    [
      'not paused: nothing changes',
      [span('09:00:00', '09:10:00')],
      '10:00:00',
      [span('09:00:00', '09:10:00')],
    ],
    ['a pause shorter than a second leaves nothing', [span('10:00:00', null)], '10:00:00.400', []],
  ] as const)('resume %s', (_, spans, now, expected) => {
    expect(withResume(spans, at(now))).toEqual(expected);
  });

  it.each([
    ['before the pause', '09:59:59', null],
    ['at its start', '10:00:00', span('10:00:00', '10:30:00')],
    ['inside', '10:29:59', span('10:00:00', '10:30:00')],
    ['at its end (exclusive)', '10:30:00', null],
  ] as const)('is paused %s', (_, now, expected) => {
    expect(currentPause([span('10:00:00', '10:30:00')], at(now))).toEqual(expected);
  });
});

describe('what `status` says', () => {
  const now = at('10:10:00');
  it.each([
    ['no pause', [], 'Tracking'],
    ['a pause that has ended', [span('09:00:00', '09:30:00')], 'Tracking'],
    ['until resumed', [span('10:00:00', null)], 'Paused'],
    ['until a time today', [span('10:00:00', '14:30:00')], 'Paused until 14:30 UTC'],
    [
      'until a time on another day',
      [{ from: iso('10:00:00'), until: '2026-03-03T09:15:00.000Z' }],
      'Paused until 2026-03-03 09:15 UTC',
    ],
  ] as const)('%s', (_, spans, expected) => {
    expect(describePause(spans, now, 'UTC')).toBe(expected);
  });

  it.each([
    ['tracking', [], null],
    ['until resumed', [span('10:00:00', null)], 'Paused: nothing is tracked until `pulse-tracker resume`.'],
    [
      'for a while',
      [span('10:00:00', '14:30:00')],
      'Paused until 14:30 UTC: nothing is tracked until then (`pulse-tracker resume` tracks again sooner).',
    ],
  ] as const)('what `pause` answers and `run` says at start: %s', (_, spans, expected) => {
    expect(pauseNotice(spans, now, 'UTC')).toBe(expected);
  });

  it('tells the time in the computer’s time zone', () => {
    expect(describePause([span('10:00:00', '14:30:00')], now, 'Asia/Kolkata')).toBe(
      'Paused until 20:00 GMT+5:30',
    );
  });
});

describe('paused time inside a capture window', () => {
  it.each([
    ['no pause', [], []],
    ['a pause inside', [span('10:01:10', '10:01:40')], [['10:01:10', '10:01:40']]],
    ['a pause straddling both edges, clipped', [span('09:00:00', '11:00:00')], [['10:01:00', '10:02:00']]],
    ['an open pause, up to the window’s end', [span('10:01:30', null)], [['10:01:30', '10:02:00']]],
    ['a pause ended before the window', [span('10:00:00', '10:01:00')], []],
    ['a pause starting at the window’s end', [span('10:02:00', null)], []],
    [
      'overlapping spans, merged',
      [span('10:01:20', '10:01:40'), span('10:01:10', '10:01:30')],
      [['10:01:10', '10:01:40']],
    ],
  ] as const)('%s', (_, spans, expected) => {
    expect(pausedSpansIn(spans, at('10:01:00'), at('10:02:00'))).toEqual(
      expected.map(([start, end]) => ({ start: at(start).getTime(), end: at(end).getTime() })),
    );
  });
});

describe('forgetting pauses', () => {
  const now = at('12:00:00');
  it.each([
    [
      'ended before the minutes a source may correct: forgotten',
      span('10:00:00', '10:30:00'),
      '11:31:00',
      false,
    ],
    ['ended exactly where corrections stop: forgotten', span('10:00:00', '10:30:00'), '11:30:00', false],
    ['ended in the minutes a source may still correct: kept', span('10:00:00', '10:30:00'), '10:31:00', true],
    ['ends after the cursor: still to capture', span('10:00:00', '10:30:00'), '10:29:00', true],
    ['open: kept', span('10:00:00', null), '11:59:00', true],
    ['no capture yet: kept', span('10:00:00', '10:30:00'), null, true],
  ] as const)('%s', (_, pause, cursor, isKept) => {
    expect(withoutCollected([pause], cursor === null ? null : at(cursor), now)).toEqual(
      isKept ? [pause] : [],
    );
  });

  it('forgets pauses older than the server takes, even with no capture yet', () => {
    const old: PauseSpan = { from: '2026-01-01T10:00:00.000Z', until: '2026-01-01T11:00:00.000Z' };
    expect(withoutCollected([old], null, now)).toEqual([]);
  });
});
