import { type DayPlan, planDay } from '@pulse/shared/domain/simulated-day';
import { describe, expect, it } from 'vitest';
import { describeQuietSpell, quietSpellAt } from './simulated-quiet';

// The simulated employee 'quiet' in UTC: Friday 2026-03-06, the weekend, Monday 2026-03-09.
const plans = new Map<string, DayPlan>();
const planOf = (day: string) => {
  const plan = plans.get(day) ?? planDay('quiet', day, 'UTC');
  plans.set(day, plan);
  return plan;
};
const firstStart = (day: string) =>
  new Date(
    planOf(day)
      .intervals.map((interval) => interval.startedAt)
      .sort()[0] ?? '',
  );
const lastEnd = (day: string) =>
  new Date(
    Math.max(
      ...planOf(day).intervals.map(
        (interval) => Date.parse(interval.startedAt) + interval.durationSeconds * 1000,
      ),
    ),
  );
const friday = '2026-03-06';
const monday = '2026-03-09';

describe('when the simulated employee does not work', () => {
  it.each([
    ['Saturday: a day off until Monday', '2026-03-07T10:00:00Z', 'day-off', null, firstStart(monday)],
    ['Sunday night: a day off until Monday', '2026-03-08T23:59:00Z', 'day-off', null, firstStart(monday)],
    [
      'Friday night: the day ended, until Monday',
      '2026-03-06T22:00:00Z',
      'after-end',
      lastEnd(friday),
      firstStart(monday),
    ],
    [
      'Friday dawn: the day starts later',
      '2026-03-06T05:00:00Z',
      'before-start',
      firstStart(friday),
      firstStart(friday),
    ],
  ])('%s', (_, at, kind, edge, until) => {
    expect(quietSpellAt(planOf, new Date(at), 'UTC')).toEqual({ kind, day: at.slice(0, 10), edge, until });
  });

  it('is working time through the day, its lunch and log-off gap included', () => {
    for (let hour = firstStart(friday).getTime(); hour < lastEnd(friday).getTime(); hour += 600_000)
      expect(quietSpellAt(planOf, new Date(hour), 'UTC')).toBeNull();
  });

  it('says why and until when, in the computer’s zone', () => {
    const saturday = quietSpellAt(planOf, new Date('2026-03-07T10:00:00Z'), 'UTC');
    if (!saturday) throw new Error('Saturday is a working day');
    const monday0900 = { ...saturday, until: new Date('2026-03-09T09:00:00Z') };
    expect(describeQuietSpell(monday0900, new Date('2026-03-07T10:00:00Z'), 'UTC')).toBe(
      'Saturday is not a working day in the simulation; nothing to capture until Monday 2026-03-09 09:00 UTC.',
    );
    expect(describeQuietSpell(monday0900, new Date('2026-03-07T10:00:00Z'), 'Asia/Kolkata')).toBe(
      'Saturday is not a working day in the simulation; nothing to capture until Monday 2026-03-09 14:30 GMT+5:30.',
    );
    const dawn = {
      kind: 'before-start',
      day: friday,
      edge: new Date('2026-03-06T08:47:00Z'),
      until: null,
    } as const;
    expect(describeQuietSpell(dawn, new Date('2026-03-06T05:00:00Z'), 'UTC')).toBe(
      'The simulated working day starts at 08:47 UTC; nothing to capture until then.',
    );
    const evening = {
      ...dawn,
      kind: 'after-end',
      edge: new Date('2026-03-06T18:05:00Z'),
      until: new Date('2026-03-09T09:00:00Z'),
    } as const;
    expect(describeQuietSpell(evening, new Date('2026-03-06T22:00:00Z'), 'UTC')).toBe(
      'The simulated working day ended at 18:05 UTC; nothing to capture until Monday 2026-03-09 09:00 UTC.',
    );
  });
});
