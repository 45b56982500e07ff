import { describe, expect, it } from 'vitest';
import { windowUsage, windowUsageOfDay } from './window-usage';

describe('windowUsage', () => {
  it.each<[string, (string | null)[], [string, number][]]>([
    ['empty input', [], []],
    ['only untitled screenshots', [null, '', '  '], []],
    ['one application', ['Code'], [['Code', 100]]],
    [
      'sorted by share, descending',
      ['Slack', 'Code', 'Code', 'Chrome', 'Code', 'Chrome'],
      [
        ['Code', 50],
        ['Chrome', 33],
        ['Slack', 17],
      ],
    ],
    [
      'ties by name',
      ['Zoom', 'Chrome', 'Code'],
      [
        ['Chrome', 33],
        ['Code', 33],
        ['Zoom', 33],
      ],
    ],
    [
      'half a percent rounds up; untitled screenshots are not counted',
      ['Code', 'Code', 'Code', 'Code', 'Code', 'Code', 'Code', 'Mail', null],
      [
        ['Code', 88],
        ['Mail', 13],
      ],
    ],
    ['titles are trimmed before they are compared', ['Code ', ' Code'], [['Code', 100]]],
  ])('%s', (_name, titles, expected) => {
    expect(windowUsage(titles).map((entry) => [entry.title, entry.percent])).toEqual(expected);
  });
});

describe('windowUsageOfDay', () => {
  const at = (time: string) => new Date(`2026-03-02T${time}Z`);
  const day = { start: at('00:00:00'), end: new Date('2026-03-03T00:00:00Z') };
  const focus = (time: string, durationSeconds: number, app: string | null) => ({
    startedAt: at(time),
    durationSeconds,
    app,
  });
  const shot = (time: string, topApplication: string | null) => ({ slotStart: at(time), topApplication });

  it.each<[string, ReturnType<typeof shot>[], ReturnType<typeof focus>[], [string, number][]]>([
    [
      'no screenshots (screenshots Off, ActivityWatch): the focused seconds of each application',
      [],
      [focus('09:00:00', 1200, 'Code'), focus('09:20:00', 600, 'Slack'), focus('09:30:00', 0, 'Mail')],
      [
        ['Code', 67],
        ['Slack', 33],
      ],
    ],
    [
      'a screenshot in every tracked slot: the spec’s share of screenshots, focus time aside',
      [shot('09:00:00', 'Code'), shot('09:10:00', 'Code'), shot('09:20:00', 'Mail')],
      [focus('09:00:00', 1500, 'Code'), focus('09:25:00', 300, 'Mail')],
      [
        ['Code', 67],
        ['Mail', 33],
      ],
    ],
    [
      'some slots with a screenshot: ten minutes for each, the focused seconds elsewhere',
      [shot('09:00:00', 'Code')],
      [focus('09:00:00', 300, 'Slack'), focus('09:10:00', 300, 'Slack'), focus('09:15:00', 300, 'Code')],
      [
        ['Code', 75],
        ['Slack', 25],
      ],
    ],
    [
      'overlapping intervals of one application (two devices) count once; no application, not at all',
      [],
      [focus('09:00:00', 600, 'Code'), focus('09:05:00', 600, 'Code'), focus('09:00:00', 60, null)],
      [['Code', 100]],
    ],
    [
      'focused time after the day ends is left out',
      [],
      [focus('09:00:00', 300, 'Mail'), focus('23:55:00', 600, 'Code')],
      [
        ['Code', 50],
        ['Mail', 50],
      ],
    ],
  ])('%s', (_name, screenshots, focused, expected) => {
    expect(
      windowUsageOfDay({ day, screenshots, focus: focused }).map((entry) => [entry.title, entry.percent]),
    ).toEqual(expected);
  });
});
