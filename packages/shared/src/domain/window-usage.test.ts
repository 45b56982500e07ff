import { describe, expect, it } from 'vitest';
import { windowUsage } from './window-usage';

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
