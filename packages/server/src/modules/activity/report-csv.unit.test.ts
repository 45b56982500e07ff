import type { Report } from '@pulse/shared/contracts/activity';
import { groupReportByWeek } from '@pulse/shared/domain/report-weeks';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv-text';
import { buildReportCsv, REPORT_CSV_HEADINGS } from './report-csv';

// The CSV export read as a spreadsheet program reads it: RFC 4180 fields, UTF-8 with a byte order mark,
// text that cannot turn into a formula, durations as h:mm and as numbers that sum.

const BOM = '\uFEFF';
const linesOf = (csv: Buffer) => {
  const text = csv.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(BOM.length, -2).split('\r\n');
};

describe('toCsv', () => {
  it.each<[string, string | number, string]>([
    ['plain text, quoted', 'Asha Verma', '"Asha Verma"'],
    ['a comma', 'Mehta, Rahul', '"Mehta, Rahul"'],
    ['quotes doubled', 'Rahul "RM" Mehta', '"Rahul ""RM"" Mehta"'],
    ['a line break kept inside the field', 'line one\r\nline two', '"line one\r\nline two"'],
    ['another locale’s separator', 'a;b', '"a;b"'],
    ['not ASCII', 'Zoë Ürün 山田', '"Zoë Ürün 山田"'],
    ['a formula', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a plus', '+1+1', '"\'+1+1"'],
    ['a minus', '-2', '"\'-2"'],
    ['an at', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a leading tab', '\t=1', '"\'\t=1"'],
    ['a leading carriage return', '\r=1', '"\'\r=1"'],
    ['a formula sign later on stays', 'Team = A', '"Team = A"'],
    ['empty text', '', '""'],
    ['a whole number', 8, '8'],
    ['a decimal with a dot', 7.5, '7.5'],
    ['zero', 0, '0'],
    ['not a number', Number.NaN, ''],
  ])('%s', (_name, cell, field) => {
    expect(linesOf(toCsv([[cell, 1]])).join('\r\n')).toBe(`${field},1`);
  });
});

const day = (employee: { id: string; code: string; name: string }, date: string, minutes: number[]) => ({
  employeeId: employee.id,
  employeeCode: employee.code,
  name: employee.name,
  date,
  hoursWorkedMinutes: minutes[0] ?? 0,
  idleMinutes: minutes[1] ?? 0,
  actualWorkMinutes: minutes[2] ?? 0,
  manualMinutes: minutes[3] ?? 0,
});
const RAHUL = {
  id: '0190a0b0-0000-7000-8000-000000000002',
  code: 'DEMO-EMP-2-00000002',
  name: 'Rahul Mehta',
};
const MALLORY = { id: '0190a0b0-0000-7000-8000-000000000003', code: '@EVIL', name: '=cmd|calc' };
const reportOf = (project: Report['project']): Report => ({
  ...groupReportByWeek(
    [
      day(RAHUL, '2026-03-02', [765, 45, 720, 0]),
      day(RAHUL, '2026-03-09', [425, 0, 425, 30]),
      day(MALLORY, '2026-03-03', [1, 0, 1, 0]),
    ],
    { startDate: '2026-03-01', endDate: '2026-03-10' },
  ),
  project,
});

describe('buildReportCsv', () => {
  it('writes the headings, then one row per employee-day across weeks, without total rows', () => {
    const lines = linesOf(buildReportCsv(reportOf(null)));
    expect(lines[0]).toBe(REPORT_CSV_HEADINGS.map((heading) => `"${heading}"`).join(','));
    expect(REPORT_CSV_HEADINGS).toEqual([
      'Employee',
      'Employee Code',
      'Date',
      'Hours Worked',
      'Idle Time',
      'Actual Work',
      'Manual Time',
      'Hours Worked (decimal hours)',
      'Idle Time (decimal hours)',
      'Actual Work (decimal hours)',
      'Manual Time (decimal hours)',
      'Project',
    ]);
    expect(lines.slice(1)).toEqual([
      // Employees by name ('=' sorts before letters), then their days.
      `"'=cmd|calc","'@EVIL","2026-03-03","0:01","0:00","0:01","0:00",0.0167,0,0.0167,0,"All projects"`,
      `"Rahul Mehta","DEMO-EMP-2-00000002","2026-03-02","12:45","0:45","12:00","0:00",12.75,0.75,12,0,"All projects"`,
      `"Rahul Mehta","DEMO-EMP-2-00000002","2026-03-09","7:05","0:00","7:05","0:30",7.0833,0,7.0833,0.5,"All projects"`,
    ]);
  });

  it('names the one project the figures cover, neutralised like any text', () => {
    const lines = linesOf(buildReportCsv(reportOf({ id: RAHUL.id, name: '-Website' })));
    expect(lines.slice(1).every((line) => line.endsWith(`,"'-Website"`))).toBe(true);
  });

  it('is the headings alone for a report without rows', () => {
    const empty: Report = {
      ...groupReportByWeek([], { startDate: '2026-03-01', endDate: '2026-03-07' }),
      project: null,
    };
    expect(linesOf(buildReportCsv(empty))).toHaveLength(1);
  });
});
