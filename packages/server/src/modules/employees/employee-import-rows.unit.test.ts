import { EMPLOYEE_IMPORT_COLUMNS } from '@pulse/shared/contracts/employee-import';
import { describe, expect, it } from 'vitest';
import {
  type CheckedRow,
  checkImportHeader,
  checkImportRows,
  type ImportLookups,
} from './employee-import-rows';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const LOOKUPS: ImportLookups = {
  departments: [{ id: id(1), number: 3, name: 'Engineering' }],
  designations: [{ id: id(2), name: 'Software Engineer' }],
  shifts: [{ id: id(3), name: 'Day' }],
  banks: [{ id: id(4), name: 'HDFC Bank', ifsc: 'HDFC0000456' }],
  takenEmails: new Set(['taken@demo.pulse']),
};
const HEADER = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.header);

const GOOD: Record<string, string> = {
  'Joining Date': '2026-01-05',
  'Employee Name': 'Meera Iyer',
  'Father Name': 'Suresh Iyer',
  'Date Of Birth': '12-04-1995',
  Department: 'engineering',
  'Official Email': 'meera@demo.pulse',
  'Tracker Password': 'Meera@26',
};

const cellsOf = (values: Record<string, string>) => HEADER.map((name) => values[name] ?? '');
const check = (values: Record<string, string>[], sendInvitations = false) =>
  checkImportRows(
    { header: HEADER, rows: values.map((row, index) => ({ row: index + 2, cells: cellsOf(row) })) },
    LOOKUPS,
    { sendInvitations },
  );
const problemsOf = (row: CheckedRow | undefined) =>
  Object.fromEntries((row?.problems ?? []).map((problem) => [problem.column, problem.message]));

describe('checkImportHeader', () => {
  it.each([
    ['the template', HEADER, []],
    ['some columns, another order', ['Official Email', 'Employee Name'], []],
    ['an unknown column', ['Employee Name', 'Notes'], ['Unknown column "Notes"']],
    ['a column twice', ['Employee Name', 'Employee Name'], ['Column "Employee Name" appears twice']],
    ['no column of the template', ['', ''], ["The file's columns do not match the template."]],
  ])('%s', (_name, header, expected) => {
    expect(checkImportHeader(header)).toEqual(expected);
  });
});

describe('checkImportRows', () => {
  it('turns a good row into the form body: names into ids, DD-MM-YYYY into a date, defaults', () => {
    const [row] = check([{ ...GOOD, Bank: 'HDFC Bank', Role: 'Admin', 'Is Relieved': 'no' }]);
    expect(row?.problems).toEqual([]);
    expect(row?.body).toMatchObject({
      departmentId: id(1),
      bankId: id(4),
      ifscCode: 'HDFC0000456',
      dateOfBirth: '1995-04-12',
      isActive: true,
      isRelieved: false,
      roleId: 1,
      screenshotMode: null,
      sendInvitation: false,
    });
    expect(row?.department).toEqual({ id: id(1), departmentNumber: 3 });
  });

  // Each kind of problem, with the form's own messages where the form has one.
  it.each([
    ['a required field empty', { 'Employee Name': '' }, 'Employee Name', 'Employee Name is required'],
    [
      'a date in no known format',
      { 'Joining Date': '5th Jan' },
      'Joining Date',
      'Write the date as YYYY-MM-DD or DD-MM-YYYY',
    ],
    [
      'a date that does not exist',
      { 'Joining Date': '2026-02-30' },
      'Joining Date',
      'Please select Joining Date',
    ],
    ['an e-mail that is not one', { 'Official Email': 'meera' }, 'Official Email', 'email is not valid'],
    [
      'an e-mail in use',
      { 'Official Email': 'Taken@demo.pulse' },
      'Official Email',
      'Official email id already exist.',
    ],
    ['an unknown department', { Department: 'Sales' }, 'Department', 'No department "Sales"'],
    ['no department', { Department: '' }, 'Department', 'Please select Department'],
    ['an unknown designation', { Designation: 'CTO' }, 'Designation', 'No designation "CTO"'],
    [
      'a PAN in the wrong format',
      { 'PAN Number': '12345' },
      'PAN Number',
      'PAN must be 5 letters, 4 digits and a letter, e.g. ABCDE1234F',
    ],
    [
      'a tracker password too short',
      { 'Tracker Password': 'abc' },
      'Tracker Password',
      'Min 6 and max 10 char allowed',
    ],
    [
      'no tracker password, no invitations',
      { 'Tracker Password': '' },
      'Tracker Password',
      'Tracker Password is required',
    ],
    ['a role that is not one', { Role: 'Boss' }, 'Role', 'Role must be Admin or Employee, not "Boss"'],
    ['Yes/No that is neither', { Active: 'maybe' }, 'Active', 'Write Yes or No, not "maybe"'],
  ])('%s', (_name, change, column, message) => {
    const [row] = check([{ ...GOOD, ...change }]);
    expect(problemsOf(row)[column]).toBe(message);
    expect(row?.body).toBeNull();
  });

  it('invites the rows without a Tracker Password when invitations are chosen, keeps the others’ passwords', () => {
    const [invited, withPassword] = check(
      [
        { ...GOOD, 'Tracker Password': '' },
        { ...GOOD, 'Official Email': 'other@demo.pulse' },
      ],
      true,
    );
    expect(invited?.isInvited).toBe(true);
    expect(invited?.body?.sendInvitation).toBe(true);
    expect(withPassword?.isInvited).toBe(false);
    expect(withPassword?.body?.password).toBe('Meera@26');
  });

  it('marks every row of an e-mail that appears twice in the file, naming the other row', () => {
    const rows = check([
      GOOD,
      { ...GOOD, 'Official Email': 'other@demo.pulse' },
      { ...GOOD, 'Official Email': 'MEERA@demo.pulse' },
    ]);
    expect(rows.map((row) => problemsOf(row)['Official Email'])).toEqual([
      'The same Official Email as row 4',
      undefined,
      'The same Official Email as row 2',
    ]);
    expect(rows.map((row) => row.body !== null)).toEqual([false, true, false]);
  });
});
