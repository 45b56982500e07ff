import type { ActivitySlot } from '@pulse/shared/domain/activity-slot';
import { dayTotals } from '@pulse/shared/domain/day-totals';
import { organizationDayRange } from '@pulse/shared/domain/organization-day';
import { describe, expect, it } from 'vitest';
import { matchesEtag, minutesOfAggregate, minutesOfAttributedTime } from './activity.service';
import { screenshotUrls } from './day-hours';

// The report reads an SQL aggregate, the time sheet reads slots through dayTotals; for any slots the
// two must agree, or the report would disagree with the time sheet for the same day.
const aggregateOf = (slots: ActivitySlot[]) => {
  const counted = slots.filter((slot) => slot.trackedSeconds > 0);
  const starts = counted.map((slot) => new Date(slot.slotStart).getTime());
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    trackedSeconds: counted.reduce((sum, slot) => sum + clamp(slot.trackedSeconds, 600), 0),
    awaySeconds: counted.reduce(
      (sum, slot) => sum + clamp(slot.idleSeconds, clamp(slot.trackedSeconds, 600)),
      0,
    ),
    firstStart: new Date(Math.min(...starts)),
    lastStart: new Date(Math.max(...starts)),
  };
};

// A deterministic pseudo-random day (no Math.random: a failure must be reproducible).
const randomDay = (seed: number, dayStart: number): ActivitySlot[] => {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const slots: ActivitySlot[] = [];
  for (let index = 0; index < 144; index += 1) {
    if (next() < 0.6) continue;
    const tracked = Math.floor(next() * 700) - 20;
    slots.push({
      slotStart: new Date(dayStart + index * 600_000).toISOString(),
      trackedSeconds: tracked,
      idleSeconds: Math.floor(next() * 700) - 20,
      keyPresses: 0,
      mouseClicks: 0,
      topApplication: null,
      windowTitles: [],
    });
  }
  return slots;
};

describe('minutesOfAggregate', () => {
  it.each([
    ['UTC', 1],
    ['UTC', 2],
    ['Asia/Kolkata', 3],
    ['Asia/Kathmandu', 4],
    ['America/New_York', 5],
  ])('equals dayTotals for the same slots (%s, seed %i)', (timeZone, seed) => {
    const day = organizationDayRange('2026-03-08', timeZone);
    const slots = randomDay(seed, day.start.getTime() - (day.start.getTime() % 600_000));
    const inDay = slots.filter(
      (slot) => new Date(slot.slotStart) >= day.start && new Date(slot.slotStart) < day.end,
    );
    for (const flag of [false, true]) {
      const expected = dayTotals(slots, day, flag);
      expect(minutesOfAggregate(aggregateOf(inDay), day, flag)).toEqual({
        hoursWorkedMinutes: expected.hoursWorkedMinutes,
        idleMinutes: expected.idleMinutes,
        actualWorkMinutes: expected.actualWorkMinutes,
      });
    }
  });
});

// A project's day: tracked and away each rounded to whole minutes, Actual Work their difference, and
// never any log-off.
describe('minutesOfAttributedTime', () => {
  it.each([
    [0, 0, 0, 0, 0],
    [800, 160, 13, 3, 10],
    [600, 300, 10, 5, 5],
    // 89 s rounds to 1 minute, 91 s to 2: away is held to the tracked minutes.
    [89, 91, 1, 1, 0],
    [36_000, 0, 600, 0, 600],
  ])('tracked %i s, away %i s → %i / %i / %i min', (trackedSeconds, awaySeconds, hours, idle, actual) => {
    expect(minutesOfAttributedTime({ trackedSeconds, awaySeconds })).toEqual({
      hoursWorkedMinutes: hours,
      idleMinutes: idle,
      actualWorkMinutes: actual,
    });
  });
});

describe('screenshot URLs and ETags', () => {
  it('versions both URLs with the content hash prefix', () => {
    expect(screenshotUrls('abc', 'f'.repeat(64))).toEqual({
      thumbnailUrl: `/api/v1/screenshots/abc/thumbnail?v=${'f'.repeat(16)}`,
      imageUrl: `/api/v1/screenshots/abc/image?v=${'f'.repeat(16)}`,
    });
  });

  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ])('If-None-Match %s matches "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
