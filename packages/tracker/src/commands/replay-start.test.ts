import { describe, expect, it } from 'vitest';
import { replayStart } from './replay-start';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);
const now = new Date('2026-11-28T10:00:00Z');

describe('where `run --clock-start` replays from on a queue that captured before', () => {
  it.each([
    ['a fresh queue: from --clock-start', null, '10:00:00', null],
    ['the same replay started again: from --clock-start', '10:00:00', '10:00:00', null],
    [
      'captured past --clock-start (a replay resumed after a crash): from there, never twice',
      '10:30:00',
      '10:30:00',
      'Replaying from 2026-11-27 10:30 UTC, not from --clock-start 2026-11-27 10:00 UTC: this computer’s queue has captured up to there already, and time captured twice would be sent twice.',
    ],
    [
      'captured only before --clock-start: from --clock-start, the gap left out',
      '08:00:00',
      '10:00:00',
      'Replaying from --clock-start 2026-11-27 10:00 UTC; this computer’s queue had captured up to 2026-11-27 08:00 UTC, and the time between stays uncaptured.',
    ],
  ] as const)('%s', (_, cursor, from, notice) => {
    expect(replayStart(at('10:00:00'), cursor === null ? null : at(cursor), now, 'UTC')).toEqual({
      from: at(from),
      notice,
    });
  });
});
