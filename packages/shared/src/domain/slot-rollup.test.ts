import { describe, expect, it } from 'vitest';
import { attributeSlot, type RollupInterval, rollUpSlot, slotStartsOfInterval, unionOf } from './slot-rollup';

const SLOT = new Date('2026-03-02T09:00:00Z');
const at = (minute: number, second = 0) => new Date(SLOT.getTime() + (minute * 60 + second) * 1000);
const focus = (minute: number, seconds: number, app: string, title = `${app} window`): RollupInterval => ({
  kind: 'focus',
  startedAt: at(minute),
  durationSeconds: seconds,
  app,
  title,
});
const status = (kind: 'away' | 'active', minute: number, seconds: number): RollupInterval => ({
  kind,
  startedAt: at(minute),
  durationSeconds: seconds,
  app: null,
  title: null,
});
const empty = { intervals: [], inputMinutes: [], screenshots: [] };

describe('rollUpSlot', () => {
  it.each([
    ['nothing', [], 0, 0],
    ['one focus interval inside the slot', [focus(1, 120, 'Code')], 120, 0],
    ['an interval reaching into the next slot is clipped', [focus(8, 300, 'Code')], 120, 0],
    ['an interval from the previous slot is clipped', [focus(-5, 360, 'Code')], 60, 0],
    ['overlapping focus and active count once', [focus(0, 300, 'Code'), status('active', 2, 300)], 420, 0],
    ['the same interval twice counts once', [focus(0, 300, 'Code'), focus(0, 300, 'Code')], 300, 0],
    ['away inside tracked time is idle', [focus(0, 600, 'Code'), status('away', 5, 120)], 600, 120],
    ['away outside tracked time is not idle', [focus(0, 60, 'Code'), status('away', 5, 120)], 60, 0],
    ['away partly tracked', [focus(0, 360, 'Code'), status('away', 5, 120)], 360, 60],
    [
      'overlapping away spells count once',
      [focus(0, 600, 'A'), status('away', 1, 120), status('away', 2, 120)],
      600,
      180,
    ],
    ['a zero-length interval adds nothing', [focus(3, 0, 'Code')], 0, 0],
  ])('%s', (_name, intervals, tracked, idle) => {
    const slot = rollUpSlot(SLOT, { ...empty, intervals });
    expect(slot.trackedSeconds).toBe(tracked);
    expect(slot.idleSeconds).toBe(idle);
    expect(slot.idleSeconds).toBeLessThanOrEqual(slot.trackedSeconds);
  });

  it.each([
    ['longest focused app wins', [focus(0, 60, 'Mail'), focus(1, 300, 'Code'), focus(6, 60, 'Mail')], 'Code'],
    ['time is summed per app', [focus(0, 200, 'Mail'), focus(4, 250, 'Code'), focus(9, 60, 'Mail')], 'Mail'],
    ['a tie goes to the app focused first', [focus(0, 120, 'Mail'), focus(2, 120, 'Code')], 'Mail'],
    ['only focus intervals name an app', [status('active', 0, 600)], null],
    ['clipped time decides', [focus(-9, 600, 'Old'), focus(1, 120, 'New')], 'New'],
  ])('top application: %s', (_name, intervals, expected) => {
    expect(rollUpSlot(SLOT, { ...empty, intervals }).topApplication).toBe(expected);
  });

  it('lists window titles in order of first focus, without repeats or blanks', () => {
    const slot = rollUpSlot(SLOT, {
      ...empty,
      intervals: [
        focus(4, 60, 'Code', 'b.ts'),
        focus(0, 60, 'Code', 'a.ts'),
        focus(6, 60, 'Code', 'a.ts'),
        focus(7, 10, 'X', '  '),
      ],
    });
    expect(slot.windowTitles).toEqual(['a.ts', 'b.ts']);
  });

  it('sums the input minutes of the slot only', () => {
    const slot = rollUpSlot(SLOT, {
      ...empty,
      inputMinutes: [
        { minuteStart: at(0), keyPresses: 10, mouseClicks: 2 },
        { minuteStart: at(9), keyPresses: 5, mouseClicks: 1 },
        { minuteStart: at(10), keyPresses: 99, mouseClicks: 99 },
        { minuteStart: at(-1), keyPresses: 99, mouseClicks: 99 },
      ],
    });
    expect([slot.keyPresses, slot.mouseClicks]).toEqual([15, 3]);
  });

  it.each([
    ['screenshot only: its counts and titles stand in', [], [], [7, 3], ['Shot title']],
    [
      'input minutes win over the screenshot',
      [],
      [{ minuteStart: at(1), keyPresses: 1, mouseClicks: 1 }],
      [1, 1],
      ['Shot title'],
    ],
    ['focus titles win over the screenshot', [focus(0, 60, 'Code', 'a.ts')], [], [7, 3], ['a.ts']],
  ])('%s', (_name, intervals, inputMinutes, counts, titles) => {
    const slot = rollUpSlot(SLOT, {
      intervals,
      inputMinutes,
      screenshots: [{ capturedAt: at(4), windowTitles: ['Shot title'], keyPresses: 7, mouseClicks: 3 }],
    });
    expect([slot.keyPresses, slot.mouseClicks]).toEqual(counts);
    expect(slot.windowTitles).toEqual(titles);
  });

  it('gives the same slot whatever the order of the rows', () => {
    const intervals = [
      focus(0, 200, 'A'),
      status('away', 1, 100),
      focus(3, 400, 'B'),
      status('active', 2, 50),
    ];
    expect(rollUpSlot(SLOT, { ...empty, intervals: [...intervals].reverse() })).toEqual(
      rollUpSlot(SLOT, { ...empty, intervals }),
    );
  });
});

describe('slotStartsOfInterval', () => {
  const ms = (date: Date) => date.getTime();
  it.each([
    ['inside one slot', at(1), 60, [ms(SLOT)]],
    ['ending exactly on the boundary', at(5), 300, [ms(SLOT)]],
    ['crossing a boundary', at(9), 120, [ms(SLOT), ms(at(10))]],
    ['zero length', at(3), 0, [ms(SLOT)]],
    ['spanning three slots', at(9, 59), 601 + 1, [ms(SLOT), ms(at(10)), ms(at(20))]],
  ])('%s', (_name, startedAt, seconds, expected) => {
    expect(slotStartsOfInterval(startedAt, seconds)).toEqual(expected);
  });
});

describe('unionOf', () => {
  it.each([
    [[], []],
    [
      [
        { start: 0, end: 5 },
        { start: 5, end: 8 },
      ],
      [{ start: 0, end: 8 }],
    ],
    [
      [
        { start: 4, end: 6 },
        { start: 0, end: 5 },
        { start: 9, end: 10 },
      ],
      [
        { start: 0, end: 6 },
        { start: 9, end: 10 },
      ],
    ],
    [
      [
        { start: 0, end: 10 },
        { start: 2, end: 3 },
      ],
      [{ start: 0, end: 10 }],
    ],
  ])('%j → %j', (spans, expected) => {
    expect(unionOf(spans)).toEqual(expected);
  });
});

const onProject = (minute: number, seconds: number, projectId: string, todoId: string | null = null) => ({
  ...focus(minute, seconds, 'Code'),
  projectId,
  todoId,
});

describe('attributeSlot', () => {
  it.each([
    ['no selection', [focus(0, 600, 'Code')], []],
    ['one project, all worked', [onProject(0, 600, 'p1')], [['p1', null, 600, 0, 600]]],
    [
      'away inside the attributed time is idle, not worked',
      [onProject(0, 600, 'p1', 't1'), status('away', 2, 120)],
      [['p1', 't1', 600, 120, 480]],
    ],
    [
      'the part past the slot belongs to the next slot',
      [onProject(5, 600, 'p1')],
      [['p1', null, 300, 0, 300]],
    ],
    [
      'two selections split the slot',
      [onProject(0, 240, 'p1', 't1'), onProject(4, 360, 'p1')],
      [
        ['p1', 't1', 240, 0, 240],
        ['p1', null, 360, 0, 360],
      ],
    ],
    [
      'a moment claimed twice (two devices) counts once, for the selection focused first',
      [onProject(0, 300, 'p1'), onProject(2, 300, 'p2')],
      [
        ['p1', null, 300, 0, 300],
        ['p2', null, 120, 0, 120],
      ],
    ],
    [
      'unattributed focus and away outside it change nothing',
      [onProject(0, 120, 'p1'), focus(2, 480, 'Slack'), status('away', 5, 60)],
      [['p1', null, 120, 0, 120]],
    ],
  ])('%s', (_, intervals, expected) => {
    expect(
      attributeSlot(SLOT, intervals).map((item) => [
        item.projectId,
        item.todoId,
        item.trackedSeconds,
        item.idleSeconds,
        item.workedSeconds,
      ]),
    ).toEqual(expected);
  });
});
