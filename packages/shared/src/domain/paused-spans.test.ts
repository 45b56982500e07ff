import { describe, expect, it } from 'vitest';
import { pausedSpansOfDay } from './paused-spans';

const day = { start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-03T00:00:00Z') };
const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const minutes = (count: number) => count * 60;

describe('pausedSpansOfDay', () => {
  it.each([
    ['none', [], []],
    ['one pause', [{ startedAt: at('10:20'), durationSeconds: minutes(25) }], [['10:20', '10:45']]],
    [
      'pieces of one pause are joined (touching and overlapping), out of order',
      [
        { startedAt: at('10:30'), durationSeconds: minutes(15) },
        { startedAt: at('10:20'), durationSeconds: minutes(10) },
        { startedAt: at('10:40'), durationSeconds: minutes(10) },
      ],
      [['10:20', '10:50']],
    ],
    [
      'two pauses apart stay apart',
      [
        { startedAt: at('09:00'), durationSeconds: minutes(5) },
        { startedAt: at('13:00'), durationSeconds: minutes(60) },
      ],
      [
        ['09:00', '09:05'],
        ['13:00', '14:00'],
      ],
    ],
    ['a zero-length pause is left out', [{ startedAt: at('09:00'), durationSeconds: 0 }], []],
  ])('%s', (_label, intervals, expected) => {
    expect(
      pausedSpansOfDay(intervals, day).map((span) => [
        span.startedAt.slice(11, 16),
        span.endedAt.slice(11, 16),
      ]),
    ).toEqual(expected);
  });

  it('cuts a pause across midnight to the day', () => {
    const spans = pausedSpansOfDay(
      [
        { startedAt: new Date('2026-03-01T23:30:00Z'), durationSeconds: minutes(60) },
        { startedAt: new Date('2026-03-02T23:45:00Z'), durationSeconds: minutes(60) },
      ],
      day,
    );
    expect(spans).toEqual([
      { startedAt: '2026-03-02T00:00:00.000Z', endedAt: '2026-03-02T00:30:00.000Z' },
      { startedAt: '2026-03-02T23:45:00.000Z', endedAt: '2026-03-03T00:00:00.000Z' },
    ]);
  });
});
