import { formatDayMonthYear } from './display-format';
import { addDays, daysBetween, todayIn, weekdayOf } from './organization-day';

// spec B §9 spreadsheet columns, in order.
export const REPORT_EXPORT_COLUMNS = [
  'Date',
  'Hours Worked',
  'Idle Time',
  'Actual Work',
  'Manual Time',
] as const;

// spec A §9: the report's default range is the last 7 days (today and the 6 before it).
export const DEFAULT_REPORT_DAYS = 7;
// Pulse's limit on one report (spec: "any dates"): a year, so one request stays bounded.
export const MAX_REPORT_DAYS = 366;

// One employee's numbers for one organisation day (from day-totals.ts), as the server reads them.
export type ReportDayRow = {
  employeeId: string;
  employeeCode: string;
  name: string;
  date: string;
  hoursWorkedMinutes: number;
  idleMinutes: number;
  actualWorkMinutes: number;
  // Approved manual time (spec A §1 offline time); absent on a row of the tracker's alone.
  manualMinutes?: number;
};

export type ReportMinutes = {
  hoursWorkedMinutes: number;
  idleMinutes: number;
  actualWorkMinutes: number;
  // spec B §3 showed manual time always as 0; Pulse counts approved offline time (spec A §1) here.
  manualMinutes: number;
};

export type ReportDay = ReportMinutes & { date: string };
export type ReportWeek = {
  // ISO week (Monday start), e.g. '2026-W10' (spec B §3 report row "ID (week group)").
  week: string;
  weekStart: string;
  weekEnd: string;
  days: ReportDay[];
  totals: ReportMinutes;
};
export type ReportEmployee = {
  employeeId: string;
  employeeCode: string;
  name: string;
  weeks: ReportWeek[];
  totals: ReportMinutes;
};
export type WeeklyReport = {
  startDate: string;
  endDate: string;
  employees: ReportEmployee[];
  grandTotal: ReportMinutes;
};

const zero = (): ReportMinutes => ({
  hoursWorkedMinutes: 0,
  idleMinutes: 0,
  actualWorkMinutes: 0,
  manualMinutes: 0,
});

const add = (sum: ReportMinutes, part: ReportMinutes): ReportMinutes => ({
  hoursWorkedMinutes: sum.hoursWorkedMinutes + part.hoursWorkedMinutes,
  idleMinutes: sum.idleMinutes + part.idleMinutes,
  actualWorkMinutes: sum.actualWorkMinutes + part.actualWorkMinutes,
  manualMinutes: sum.manualMinutes + part.manualMinutes,
});

const total = (parts: readonly ReportMinutes[]) => parts.reduce(add, zero());

const nonNegative = (minutes: number) => (Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0);

// Monday of the ISO week a date falls in.
export const isoWeekStart = (date: string): string => {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
};

// 'YYYY-Www': the ISO week-numbering year is the year of the week's Thursday.
export const isoWeekKey = (date: string): string => {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

// The report view and export (spec B §2 Reports, §3 report row, §9 export): rows grouped by employee
// and ISO week (Monday to Sunday; weekStart/weekEnd are the whole week even where the range cuts it),
// with weekly totals, an employee total and a grand total. Choices where the spec is silent: only
// days with a row are listed (a day with neither tracker data nor approved manual time has no row, as in the old report); rows
// outside the range are dropped; two rows for one employee and day are added together; employees
// are ordered by name, then employee code.
export const groupReportByWeek = (
  rows: readonly ReportDayRow[],
  range: { startDate: string; endDate: string },
): WeeklyReport => {
  const employees = new Map<string, { row: ReportDayRow; days: Map<string, ReportDay> }>();
  for (const row of rows) {
    if (row.date < range.startDate || row.date > range.endDate) continue;
    const employee = employees.get(row.employeeId) ?? { row, days: new Map<string, ReportDay>() };
    employees.set(row.employeeId, employee);
    const day: ReportDay = {
      date: row.date,
      hoursWorkedMinutes: nonNegative(row.hoursWorkedMinutes),
      idleMinutes: nonNegative(row.idleMinutes),
      actualWorkMinutes: nonNegative(row.actualWorkMinutes),
      manualMinutes: nonNegative(row.manualMinutes ?? 0),
    };
    const existing = employee.days.get(row.date);
    employee.days.set(row.date, existing ? { ...add(existing, day), date: row.date } : day);
  }

  // Each date's week is worked out once (a range has at most 366 dates), not once per employee and
  // day: a month of 1,000 employees is 30,000 days (hardening: reads at scale).
  const weekOfDate = new Map<string, Pick<ReportWeek, 'week' | 'weekStart' | 'weekEnd'>>();
  const weekOf = (date: string) => {
    let week = weekOfDate.get(date);
    if (!week) {
      const weekStart = isoWeekStart(date);
      week = { week: isoWeekKey(weekStart), weekStart, weekEnd: addDays(weekStart, 6) };
      weekOfDate.set(date, week);
    }
    return week;
  };
  const grouped: ReportEmployee[] = [...employees.values()].map(({ row, days }) => {
    const weeks = new Map<string, Omit<ReportWeek, 'totals'>>();
    for (const day of [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1))) {
      const week = weekOf(day.date);
      const reportWeek = weeks.get(week.weekStart);
      if (reportWeek) reportWeek.days.push(day);
      else weeks.set(week.weekStart, { ...week, days: [day] });
    }
    const reportWeeks: ReportWeek[] = [...weeks.values()].map((week) => ({
      ...week,
      totals: total(week.days),
    }));
    return {
      employeeId: row.employeeId,
      employeeCode: row.employeeCode,
      name: row.name,
      weeks: reportWeeks,
      totals: total(reportWeeks.map((week) => week.totals)),
    };
  });
  grouped.sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.employeeCode.localeCompare(b.employeeCode, 'en'),
  );

  return {
    startDate: range.startDate,
    endDate: range.endDate,
    employees: grouped,
    grandTotal: total(grouped.map((employee) => employee.totals)),
  };
};

// What a project's name may not carry into a file name: path separators, the characters Windows
// refuses, control characters.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;
const PROJECT_NAME_IN_FILE_MAX = 80;

// spec B §9: the export is named '{start} To {end} Tracker Report', dates shown DD-MMM-YYYY. An export
// restricted to one project (the Reports page's Project filter) ends in ' - {project}', so exports of
// two projects over one range neither look alike nor overwrite each other; all projects keep the
// spec's name. The caller adds the '.xlsx' extension.
export const reportExportFileName = (
  startDate: string,
  endDate: string,
  projectName?: string | null,
): string => {
  const name = `${formatDayMonthYear(startDate)} To ${formatDayMonthYear(endDate)} Tracker Report`;
  const project = (projectName ?? '')
    .replace(UNSAFE_IN_FILE_NAME, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PROJECT_NAME_IN_FILE_MAX)
    .trim();
  return project ? `${name} - ${project}` : name;
};

// spec A §9: the last 7 days ending today in the organisation's zone; the clock is passed in.
export const defaultReportRange = (timeZone: string, now: Date): { startDate: string; endDate: string } => {
  const today = todayIn(timeZone, now);
  return { startDate: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), endDate: today };
};

// Export All (spec B §2 Reports) writes a sheet per employee, named so a reader finds a person by name.
// Excel sheet names are at most 31 characters, cannot hold : \ / ? * [ ], cannot start or end with an
// apostrophe and must be unique ignoring case. A sheet is the employee's name, shortened at a word
// where it must be; a name that two people share (or that a fixed sheet such as Summary has) gets
// the employee number that ends the employee code: 'Rahul Mehta (00000002)'. A number is added only
// if that still collides.
const SHEET_NAME_MAX = 31;

const cleanSheetText = (text: string) =>
  text
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();

// The text cut to `max` characters, at the last space when one falls in its second half.
const fitSheetText = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
};

export const reportSheetNames = (
  employees: readonly { name: string; employeeCode: string }[],
  reservedNames: readonly string[] = [],
): string[] => {
  const keyOf = (name: string) => name.toLowerCase();
  const names = employees.map(
    (employee) => fitSheetText(cleanSheetText(employee.name), SHEET_NAME_MAX) || 'Employee',
  );
  const reserved = new Set(reservedNames.map(keyOf));
  const holders = new Map<string, number>();
  for (const name of names) holders.set(keyOf(name), (holders.get(keyOf(name)) ?? 0) + 1);
  const used = new Set(reserved);
  return employees.map(({ employeeCode }, index) => {
    const name = names[index] ?? 'Employee';
    const isShared = (holders.get(keyOf(name)) ?? 0) > 1 || reserved.has(keyOf(name));
    const number = cleanSheetText(employeeCode.split('-').at(-1) ?? '').slice(0, SHEET_NAME_MAX - 4);
    const suffix = isShared && number ? ` (${number})` : '';
    const base = `${fitSheetText(name, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    let candidate = base;
    for (let count = 2; used.has(keyOf(candidate)); count += 1) {
      const tail = ` ${count}`;
      candidate = `${fitSheetText(base, SHEET_NAME_MAX - tail.length)}${tail}`;
    }
    used.add(keyOf(candidate));
    return candidate;
  });
};
