import { describe, expect, it } from 'vitest';
import { employeeReportQuerySchema, reportQuerySchema, reportSchema } from '../contracts/activity';
import { activityPulseTexts, activityTexts } from '../spec-texts';
import {
  defaultReportRange,
  groupReportByWeek,
  isoWeekKey,
  isoWeekStart,
  type ReportDayRow,
  reportExportFileName,
  reportSheetNames,
} from './report-weeks';

const ASHA = { employeeId: '00000000-0000-4000-8000-000000000001', employeeCode: 'DEV001', name: 'Asha' };
const BEN = { employeeId: '00000000-0000-4000-8000-000000000002', employeeCode: 'DEV002', name: 'Ben' };

// [employee, date, worked, idle, actual]
const row = (
  employee: typeof ASHA,
  date: string,
  worked: number,
  idle: number,
  actual: number,
): ReportDayRow => ({
  ...employee,
  date,
  hoursWorkedMinutes: worked,
  idleMinutes: idle,
  actualWorkMinutes: actual,
});

describe('isoWeekStart / isoWeekKey', () => {
  it.each([
    ['2026-03-02', '2026-03-02', '2026-W10'], // Monday
    ['2026-03-08', '2026-03-02', '2026-W10'], // Sunday
    ['2026-03-09', '2026-03-09', '2026-W11'],
    ['2026-01-01', '2025-12-29', '2026-W01'], // Thursday: week 1 of 2026 starts in 2025
    ['2027-01-01', '2026-12-28', '2026-W53'], // Friday: still the last week of 2026
    ['2021-01-03', '2020-12-28', '2020-W53'],
  ])('%s is in the week starting %s (%s)', (date, monday, key) => {
    expect(isoWeekStart(date)).toBe(monday);
    expect(isoWeekKey(date)).toBe(key);
  });
});

describe('groupReportByWeek', () => {
  const range = { startDate: '2026-03-05', endDate: '2026-03-10' };

  it.each<[string, ReportDayRow[], string[], [number, number, number, number]]>([
    ['no rows', [], [], [0, 0, 0, 0]],
    [
      'one employee across two weeks, days sorted, weekly totals',
      [
        row(ASHA, '2026-03-09', 480, 60, 420),
        row(ASHA, '2026-03-05', 300, 30, 270),
        row(ASHA, '2026-03-06', 200, 20, 180),
      ],
      ['Asha W10 03-02..03-08 [03-05,03-06] 500/50/450/0', 'Asha W11 03-09..03-15 [03-09] 480/60/420/0'],
      [980, 110, 870, 0],
    ],
    [
      'employees by name; rows outside the range are dropped',
      [
        row(BEN, '2026-03-10', 100, 10, 90),
        row(ASHA, '2026-03-04', 999, 0, 999),
        row(ASHA, '2026-03-11', 999, 0, 999),
        row(ASHA, '2026-03-07', 60, 0, 60),
      ],
      ['Asha W10 03-02..03-08 [03-07] 60/0/60/0', 'Ben W11 03-09..03-15 [03-10] 100/10/90/0'],
      [160, 10, 150, 0],
    ],
    [
      'two rows of one day add up; negatives count as 0',
      [row(ASHA, '2026-03-05', 30, 10, 20), row(ASHA, '2026-03-05', 30, -5, 30)],
      ['Asha W10 03-02..03-08 [03-05] 60/10/50/0'],
      [60, 10, 50, 0],
    ],
  ])('%s', (_name, rows, expected, grand) => {
    const report = groupReportByWeek(rows, range);
    const drawn = report.employees.flatMap((employee) =>
      employee.weeks.map(
        (week) =>
          `${employee.name} ${week.week.slice(5)} ${week.weekStart.slice(5)}..${week.weekEnd.slice(5)} [${week.days
            .map((day) => day.date.slice(5))
            .join(
              ',',
            )}] ${week.totals.hoursWorkedMinutes}/${week.totals.idleMinutes}/${week.totals.actualWorkMinutes}/${week.totals.manualMinutes}`,
      ),
    );
    expect(drawn).toEqual(expected);
    const { hoursWorkedMinutes, idleMinutes, actualWorkMinutes, manualMinutes } = report.grandTotal;
    expect([hoursWorkedMinutes, idleMinutes, actualWorkMinutes, manualMinutes]).toEqual(grand);
    // The domain result is exactly what the API contract sends.
    expect(reportSchema.parse({ ...report, project: null })).toEqual({ ...report, project: null });
  });

  it('employee totals are the sum of their weeks', () => {
    const report = groupReportByWeek(
      [row(ASHA, '2026-03-05', 300, 30, 270), row(ASHA, '2026-03-09', 480, 60, 420)],
      range,
    );
    expect(report.employees[0]?.totals).toEqual({
      hoursWorkedMinutes: 780,
      idleMinutes: 90,
      actualWorkMinutes: 690,
      manualMinutes: 0,
    });
  });

  // Approved manual time (spec A §1) joins its day's tracker row, or lists a day the tracker missed.
  it('adds manual time to its day and lists a day with manual time only', () => {
    const report = groupReportByWeek(
      [
        row(ASHA, '2026-03-05', 300, 30, 270),
        { ...row(ASHA, '2026-03-05', 0, 0, 0), manualMinutes: 90 },
        { ...row(ASHA, '2026-03-06', 0, 0, 0), manualMinutes: 45 },
      ],
      range,
    );
    const days = report.employees[0]?.weeks.flatMap((week) => week.days);
    expect(days).toEqual([
      {
        date: '2026-03-05',
        hoursWorkedMinutes: 300,
        idleMinutes: 30,
        actualWorkMinutes: 270,
        manualMinutes: 90,
      },
      { date: '2026-03-06', hoursWorkedMinutes: 0, idleMinutes: 0, actualWorkMinutes: 0, manualMinutes: 45 },
    ]);
    expect(report.grandTotal.manualMinutes).toBe(135);
  });
});

describe('reportExportFileName', () => {
  it.each([
    ['2026-03-01', '2026-03-07', '01-Mar-2026 To 07-Mar-2026 Tracker Report'],
    ['2025-12-29', '2026-01-04', '29-Dec-2025 To 04-Jan-2026 Tracker Report'],
  ])('%s – %s → %s', (start, end, name) => {
    expect(reportExportFileName(start, end)).toBe(name);
  });

  // The Project filter names the project; what a file name cannot hold becomes a space.
  it.each([
    [null, '01-Mar-2026 To 07-Mar-2026 Tracker Report'],
    ['', '01-Mar-2026 To 07-Mar-2026 Tracker Report'],
    ['Apollo', '01-Mar-2026 To 07-Mar-2026 Tracker Report - Apollo'],
    ['R&D: web/app?', '01-Mar-2026 To 07-Mar-2026 Tracker Report - R&D web app'],
    ['  /  ', '01-Mar-2026 To 07-Mar-2026 Tracker Report'],
    ['x'.repeat(120), `01-Mar-2026 To 07-Mar-2026 Tracker Report - ${'x'.repeat(80)}`],
  ])('project %j → %s', (project, name) => {
    expect(reportExportFileName('2026-03-01', '2026-03-07', project)).toBe(name);
  });
});

describe('defaultReportRange', () => {
  it.each([
    ['2026-03-07T12:00:00.000Z', 'UTC', '2026-03-01', '2026-03-07'],
    // 20:00 UTC is already the next day in Kolkata.
    ['2026-03-07T20:00:00.000Z', 'Asia/Kolkata', '2026-03-02', '2026-03-08'],
    ['2026-03-01T03:00:00.000Z', 'America/New_York', '2026-02-22', '2026-02-28'],
  ])('at %s in %s: %s to %s', (now, timeZone, startDate, endDate) => {
    expect(defaultReportRange(timeZone, new Date(now))).toEqual({ startDate, endDate });
  });
});

describe('reportSheetNames (Excel: 31 characters, unique ignoring case, no : \\ / ? * [ ])', () => {
  const RESERVED = ['Summary', 'Productivity'];
  it.each<[string, { name: string; employeeCode: string }[], string[]]>([
    ['the name alone', [{ name: 'Rahul Mehta', employeeCode: 'DEMO-EMP-2-00000002' }], ['Rahul Mehta']],
    [
      'a long name is cut at a word',
      [{ name: 'Venkata Lakshmi Narasimha Subrahmanyam', employeeCode: 'DEMO-EMP-2-00000009' }],
      ['Venkata Lakshmi Narasimha'],
    ],
    [
      'a long word is cut where it must be',
      [{ name: 'Venkatalakshminarasimhasubrahmanyam', employeeCode: 'DEMO-EMP-2-00000009' }],
      ['Venkatalakshminarasimhasubrahm'.padEnd(31, 'a')],
    ],
    [
      'characters Excel refuses are replaced, apostrophes at the ends dropped',
      [{ name: "'A/B: [C]?'", employeeCode: 'X-1' }],
      ['A B C'],
    ],
    [
      'a name two people share gets each one’s employee number',
      [
        { name: 'Asha Rao', employeeCode: 'DEMO-EMP-2-00000004' },
        { name: 'ASHA RAO', employeeCode: 'DEMO-EMP-3-00000011' },
        { name: 'Rahul Mehta', employeeCode: 'DEMO-EMP-2-00000002' },
      ],
      ['Asha Rao (00000004)', 'ASHA RAO (00000011)', 'Rahul Mehta'],
    ],
    [
      'names alike in their first 31 characters keep their numbers',
      [
        { name: 'Venkata Lakshmi Narasimha Subrahmanyam', employeeCode: 'DEMO-EMP-2-00000009' },
        { name: 'Venkata Lakshmi Narasimha Sastry', employeeCode: 'DEMO-EMP-2-00000010' },
      ],
      ['Venkata Lakshmi (00000009)', 'Venkata Lakshmi (00000010)'],
    ],
    ['a fixed sheet’s name', [{ name: 'summary', employeeCode: 'X-7' }], ['summary (7)']],
    [
      'still colliding: a count',
      [
        { name: 'Asha', employeeCode: 'D-1' },
        { name: 'ASHA', employeeCode: 'd-1' },
      ],
      ['Asha (1)', 'ASHA (1) 2'],
    ],
    ['blank', [{ name: ' ', employeeCode: '' }], ['Employee']],
  ])('%s', (_name, employees, expected) => {
    const names = reportSheetNames(employees, RESERVED);
    expect(names).toEqual(expected);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });
});

describe('report query contract (spec B §5)', () => {
  const employeeId = ASHA.employeeId;
  const messages = (schema: typeof reportQuerySchema | typeof employeeReportQuerySchema, input: object) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each<[string, object, string[]]>([
    ['a full range, all employees', { startDate: '2026-03-01', endDate: '2026-03-07' }, []],
    ['"All" sent as empty', { startDate: '2026-03-01', endDate: '2026-03-07', employeeId: '' }, []],
    ['one employee', { startDate: '2026-03-01', endDate: '2026-03-07', employeeId }, []],
    ['future dates are allowed', { startDate: '2030-01-01', endDate: '2030-01-07' }, []],
    ['no start', { startDate: '', endDate: '2026-03-07' }, [activityTexts.selectStartDate]],
    ['no end', { startDate: '2026-03-01', endDate: '' }, [activityTexts.selectEndDate]],
    [
      'end before start',
      { startDate: '2026-03-07', endDate: '2026-03-01' },
      [activityPulseTexts.endBeforeStart],
    ],
    ['a year is the limit', { startDate: '2026-01-01', endDate: '2027-01-01' }, []],
    ['over a year', { startDate: '2026-01-01', endDate: '2027-01-02' }, [activityPulseTexts.rangeTooLong]],
    ['not a date', { startDate: '01/03/2026', endDate: '2026-03-07' }, [activityPulseTexts.dateInvalid]],
  ])('view: %s', (_name, input, expected) => {
    expect(messages(reportQuerySchema, input)).toEqual(expected);
  });

  it.each<[string, object, string[]]>([
    ['one employee', { startDate: '2026-03-01', endDate: '2026-03-07', employeeId }, []],
    [
      'no employee',
      { startDate: '2026-03-01', endDate: '2026-03-07', employeeId: '' },
      [activityTexts.selectEmployee],
    ],
    ['employee absent', { startDate: '2026-03-01', endDate: '2026-03-07' }, [expect.any(String)]],
  ])('one employee: %s', (_name, input, expected) => {
    expect(messages(employeeReportQuerySchema, input)).toEqual(expected);
  });

  it('keeps the spec texts verbatim, two spaces included', () => {
    expect(activityTexts.selectEmployee).toBe('Select employee  first!.');
  });
});
