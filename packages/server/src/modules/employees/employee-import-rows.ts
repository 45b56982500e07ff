import {
  EMPLOYEE_IMPORT_COLUMNS,
  type EmployeeImportHeader,
  type EmployeeImportRow,
} from '@pulse/shared/contracts/employee-import';
import {
  BLOOD_GROUPS,
  type CreateEmployeeBody,
  createEmployeeBodySchema,
} from '@pulse/shared/contracts/employees';
import { SCREENSHOT_MODES } from '@pulse/shared/contracts/tracker';
import { SCREENSHOT_MODE_LABELS } from '@pulse/shared/contracts/tracking-settings';
import { ROLE } from '@pulse/shared/domain/roles';
import { employeeImportTexts, employeeTexts } from '@pulse/shared/spec-texts';

// The rules an imported row must follow: the Add Employee form's own schema (createEmployeeBodySchema)
// after the file's words are turned into the form's values (a department's name into its id, Yes/No
// into a checkbox), plus what only a whole file shows (the same e-mail twice) and what the
// organisation holds (e-mails in use, unknown departments). Pure: the service reads the file and the
// organisation's lists, and writes the rows.

type Option = { id: string; name: string };
export type ImportLookups = {
  departments: readonly (Option & { number: number })[];
  designations: readonly Option[];
  shifts: readonly Option[];
  banks: readonly (Option & { ifsc: string })[];
  // Official e-mails already in use (lower-case): anywhere in Pulse, since one signs in with it.
  takenEmails: ReadonlySet<string>;
};

export type FileRow = { row: number; cells: readonly string[] };
export type CheckedRow = EmployeeImportRow & {
  // The form's body, when the row has no problem.
  body: CreateEmployeeBody | null;
  department: { id: string; departmentNumber: number } | null;
};

const HEADERS = new Set<string>(EMPLOYEE_IMPORT_COLUMNS.map((column) => column.header));
const headerOfField = new Map<string, EmployeeImportHeader>(
  EMPLOYEE_IMPORT_COLUMNS.map((column) => [column.field, column.header]),
);

// The file's columns: the template's, in any order, each once; some may be left out (their cells are
// empty). A column the template does not have is refused rather than silently dropped.
export const checkImportHeader = (header: readonly string[]): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  header.forEach((name) => {
    if (name === '') return;
    if (!HEADERS.has(name)) problems.push(employeeImportTexts.unknownColumn(name));
    else if (seen.has(name)) problems.push(employeeImportTexts.duplicateColumn(name));
    seen.add(name);
  });
  if (problems.length === 0 && seen.size === 0) problems.push(employeeImportTexts.headerProblems);
  return problems;
};

const byName = <T extends Option>(options: readonly T[]) =>
  new Map(options.map((option) => [option.name.trim().toLowerCase(), option]));

const mapsOf = (lookups: ImportLookups) => ({
  departments: byName(lookups.departments),
  designations: byName(lookups.designations),
  shifts: byName(lookups.shifts),
  banks: byName(lookups.banks),
});

// Dates as the template asks (YYYY-MM-DD) or as the list shows them (DD-MM-YYYY, or with slashes);
// anything else goes to the form's schema as it is, whose message then applies.
const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const readDate = (text: string): { value: string } | { problem: string } => {
  if (text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text)) return { value: text };
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return { problem: employeeImportTexts.dateFormat };
  const [, day = '', month = '', year = ''] = match;
  return { value: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
};

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const readYesNo = (text: string, empty: boolean): { value: boolean } | { problem: string } => {
  const lower = text.toLowerCase();
  if (lower === '') return { value: empty };
  if (YES.has(lower)) return { value: true };
  if (NO.has(lower)) return { value: false };
  return { problem: employeeImportTexts.notYesNo(text) };
};

const readRole = (text: string) => {
  const lower = text.toLowerCase();
  // spec A §9: the default role is 2 (employee).
  if (lower === '' || lower === 'employee' || lower === String(ROLE.employee))
    return { value: ROLE.employee };
  if (lower === 'admin' || lower === String(ROLE.admin)) return { value: ROLE.admin };
  return { problem: employeeImportTexts.unknownRole(text) };
};

const SCREENSHOT_WORDS = new Map<string, (typeof SCREENSHOT_MODES)[number]>(
  SCREENSHOT_MODES.flatMap((mode) => [
    [mode, mode],
    [SCREENSHOT_MODE_LABELS[mode].toLowerCase(), mode],
  ]),
);
const readScreenshots = (text: string) => {
  const lower = text.toLowerCase();
  // Empty: the organisation's default, as the form's first choice.
  if (lower === '' || lower === 'organisation default' || lower === 'organization default')
    return { value: null };
  const mode = SCREENSHOT_WORDS.get(lower);
  return mode ? { value: mode } : { problem: `Screenshots must be Regular, Blurred or Off, not "${text}"` };
};

const readBloodGroup = (text: string) => {
  const group = text.replace(/\s+/g, '').toUpperCase();
  if (group === '') return { value: '' as const };
  const known = BLOOD_GROUPS.find((candidate) => candidate === group);
  return known ? { value: known } : { problem: employeeImportTexts.unknownBloodGroup(text) };
};

// One row: the cells under their headers, turned into the form's values; every problem at once.
const checkRow = (
  header: readonly string[],
  fileRow: FileRow,
  lookups: ImportLookups,
  maps: {
    [Kind in 'departments' | 'designations' | 'shifts' | 'banks']: Map<string, ImportLookups[Kind][number]>;
  },
  sendInvitations: boolean,
): CheckedRow => {
  const values: Record<string, string> = {};
  header.forEach((name, index) => {
    if (HEADERS.has(name)) values[name] = (fileRow.cells[index] ?? '').trim();
  });
  const cell = (name: EmployeeImportHeader) => values[name] ?? '';
  // One problem per column: the first one found.
  const problems = new Map<string | null, string>();
  const problem = (column: EmployeeImportHeader | null, message: string) => {
    if (!problems.has(column)) problems.set(column, message);
  };
  const take = <T>(
    column: EmployeeImportHeader,
    read: { value: T } | { problem: string },
    fallback: T,
  ): T => {
    if ('problem' in read) {
      problem(column, read.problem);
      return fallback;
    }
    return read.value;
  };
  const choose = <T extends Option>(
    column: EmployeeImportHeader,
    options: Map<string, T>,
    unknown: (name: string) => string,
  ) => {
    const name = cell(column);
    if (name === '') return undefined;
    const option = options.get(name.toLowerCase());
    if (!option) problem(column, unknown(name));
    return option;
  };

  const department = choose('Department', maps.departments, employeeImportTexts.unknownDepartment);
  const designation = choose('Designation', maps.designations, employeeImportTexts.unknownDesignation);
  const shift = choose('Shift', maps.shifts, employeeImportTexts.unknownShift);
  const bank = choose('Bank', maps.banks, employeeImportTexts.unknownBank);
  const password = cell('Tracker Password');
  const isInvited = sendInvitations && password === '';
  const candidate = {
    joiningDate: take('Joining Date', readDate(cell('Joining Date')), ''),
    isRelieved: take('Is Relieved', readYesNo(cell('Is Relieved'), false), false),
    isActive: take('Active', readYesNo(cell('Active'), true), true),
    relievingDate: take('Relieving Date', readDate(cell('Relieving Date')), ''),
    name: cell('Employee Name'),
    fatherName: cell('Father Name'),
    dateOfBirth: take('Date Of Birth', readDate(cell('Date Of Birth')), ''),
    bloodGroup: take('Blood Group', readBloodGroup(cell('Blood Group')), ''),
    contactNumber1: cell('Contact Number 1'),
    contactNumber2: cell('Contact Number 2'),
    personalEmail: cell('Personal Email'),
    skypeId: cell('Skype Id'),
    correspondenceAddress: cell('Correspondence Address'),
    permanentAddress: cell('Permanent Address'),
    departmentId: department?.id ?? '',
    designationId: designation?.id ?? '',
    shiftId: shift?.id ?? '',
    bankId: bank?.id ?? '',
    // As the form does: a chosen bank fills an empty IFSC Code.
    ifscCode: cell('IFSC Code') || (bank?.ifsc ?? ''),
    bankAccountNumber: cell('Bank Account Number'),
    panNumber: cell('PAN Number'),
    aadhaarNumber: cell('Aadhaar Number'),
    officialEmail: cell('Official Email'),
    officialEmailPassword: cell('Official Email Password'),
    password,
    roleId: take('Role', readRole(cell('Role')), ROLE.employee),
    screenshotMode: take('Screenshots', readScreenshots(cell('Screenshots')), null),
    sendInvitation: isInvited,
  };
  const parsed = createEmployeeBodySchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      problem(typeof field === 'string' ? (headerOfField.get(field) ?? null) : null, issue.message);
    }
  const email = candidate.officialEmail.toLowerCase();
  if (email !== '' && lookups.takenEmails.has(email))
    problem('Official Email', employeeTexts.officialEmailTaken);
  const body = parsed.success && problems.size === 0 ? parsed.data : null;
  return {
    row: fileRow.row,
    values,
    isInvited,
    problems: [...problems].map(([column, message]) => ({ column, message })),
    body,
    department: department && body ? { id: department.id, departmentNumber: department.number } : null,
  };
};

// The same official e-mail on two rows: neither is imported, since which one is meant is unclear.
const markDuplicates = (rows: CheckedRow[]) => {
  const rowsByEmail = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const email = (row.values['Official Email'] ?? '').toLowerCase();
    if (email === '') continue;
    rowsByEmail.set(email, [...(rowsByEmail.get(email) ?? []), row]);
  }
  for (const sharing of rowsByEmail.values()) {
    if (sharing.length < 2) continue;
    for (const row of sharing) {
      const other = sharing.find((candidate) => candidate !== row);
      if (!other || row.problems.some((problem) => problem.column === 'Official Email')) continue;
      row.problems.push({
        column: 'Official Email',
        message: employeeImportTexts.duplicateInFile(other.row),
      });
      row.body = null;
      row.department = null;
    }
  }
};

export const checkImportRows = (
  file: { header: readonly string[]; rows: readonly FileRow[] },
  lookups: ImportLookups,
  options: { sendInvitations: boolean },
): CheckedRow[] => {
  const maps = mapsOf(lookups);
  const rows = file.rows.map((row) => checkRow(file.header, row, lookups, maps, options.sendInvitations));
  markDuplicates(rows);
  return rows;
};
