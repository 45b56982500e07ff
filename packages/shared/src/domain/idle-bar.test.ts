import { describe, expect, it } from 'vitest';
import { buildHourGrid, idlePercent, tileColour } from './idle-bar';
import { organizationDayRange } from './organization-day';

describe('idle bar and tile colour', () => {
  it.each([
    // keys, clicks, flagged idle, percent, tile
    [0, 0, false, 0, 'red'],
    [0, 0, true, 0, 'red'],
    [1, 0, false, 1 / 6, 'yellow'],
    [0, 29, false, 29 / 6, 'yellow'],
    [20, 10, false, 5, 'normal'],
    [200, 100, false, 50, 'normal'],
    [400, 200, false, 100, 'normal'],
    [900, 300, false, 100, 'normal'],
    [300, 0, true, 0, 'yellow'],
    [-5, 0, false, 0, 'red'],
  ])('%d keys + %d clicks, idle %s → %d %% %s', (keyPresses, mouseClicks, isIdle, percent, tile) => {
    const activity = { keyPresses, mouseClicks, isIdle };
    expect(idlePercent(activity)).toBeCloseTo(percent, 10);
    expect(tileColour(activity)).toBe(tile);
  });
});

type Shot = { slotStart: string; id: string };
const shot = (slotStart: string): Shot => ({ slotStart, id: slotStart });

// Each hour as 'hour@hourStart:cells', cells '#' for a screenshot and '.' for a placeholder.
const draw = (hours: ReturnType<typeof buildHourGrid<Shot>>) =>
  hours.map(
    (row) =>
      `${row.hour}@${row.hourStart.slice(11, 16)}:${row.slots.map((cell) => (cell.isPlaceholder ? '.' : '#')).join('')}`,
  );

describe('buildHourGrid', () => {
  it.each<[string, string, string, string[], string[]]>([
    ['no screenshots', '2026-03-02', 'UTC', [], []],
    [
      'one hour, padded to 6',
      '2026-03-02',
      'UTC',
      ['2026-03-02T09:00:00.000Z', '2026-03-02T09:30:00.000Z'],
      ['9@09:00:#..#..'],
    ],
    [
      'hours without screenshots are not shown; out-of-order input is sorted',
      '2026-03-02',
      'UTC',
      ['2026-03-02T11:50:00.000Z', '2026-03-02T09:10:00.000Z'],
      ['9@09:00:.#....', '11@11:00:.....#'],
    ],
    [
      'screenshots of other days are left out; a second screenshot of a slot is ignored',
      '2026-03-02',
      'UTC',
      [
        '2026-03-01T23:50:00.000Z',
        '2026-03-02T00:00:00.000Z',
        '2026-03-02T00:00:00.000Z',
        '2026-03-03T00:00:00.000Z',
      ],
      ['0@00:00:#.....'],
    ],
    [
      'Asia/Kolkata: local hours start at :30 UTC',
      '2026-03-02',
      'Asia/Kolkata',
      ['2026-03-01T18:30:00.000Z', '2026-03-02T03:50:00.000Z'],
      ['0@18:30:#.....', '9@03:30:..#...'],
    ],
    [
      'Asia/Kathmandu: an hour holds the 6 slots starting inside it',
      '2026-03-02',
      'Asia/Kathmandu',
      ['2026-03-01T18:20:00.000Z', '2026-03-02T18:10:00.000Z'],
      ['0@18:15:#.....', '23@17:15:.....#'],
    ],
    [
      'Europe/London 25-hour day: hour 1 twice',
      '2026-10-25',
      'Europe/London',
      ['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T23:50:00.000Z'],
      ['1@00:00:#.....', '1@01:00:#.....', '23@23:00:.....#'],
    ],
    [
      'Europe/London 23-hour day: no hour 1',
      '2026-03-29',
      'Europe/London',
      ['2026-03-29T00:50:00.000Z', '2026-03-29T01:00:00.000Z'],
      ['0@00:00:.....#', '2@01:00:#.....'],
    ],
  ])('%s', (_name, date, timeZone, starts, expected) => {
    const day = organizationDayRange(date, timeZone);
    expect(draw(buildHourGrid(starts.map(shot), day, timeZone))).toEqual(expected);
  });

  it('keeps each screenshot in its cell', () => {
    const day = organizationDayRange('2026-03-02', 'UTC');
    const [row] = buildHourGrid([shot('2026-03-02T09:20:00.000Z')], day, 'UTC');
    expect(row?.slots.map((cell) => [cell.slotStart.slice(11, 16), cell.content?.id ?? null])).toEqual([
      ['09:00', null],
      ['09:10', null],
      ['09:20', '2026-03-02T09:20:00.000Z'],
      ['09:30', null],
      ['09:40', null],
      ['09:50', null],
    ]);
  });
});
