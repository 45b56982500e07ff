import { EMPLOYEE_IMPORT_COLUMNS } from '@pulse/shared/contracts/employee-import';
import { BLOOD_GROUPS, type EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';

// The import's template: the Add Employee form's columns. The workbook adds a sheet of
// what each choice column takes, with the organisation's own departments, designations, shifts and
// banks; the CSV is the header line alone.

const HEADER = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.header);

// A header cell never needs quoting (no commas or quotes in the template's labels).
export const buildCsvTemplate = () => Buffer.from(`\uFEFF${HEADER.join(',')}\r\n`, 'utf8');

type Choices = Pick<EmployeeFormOptions, 'departments' | 'designations' | 'shifts' | 'banks'>;

export const buildXlsxTemplate = async (choices: Choices) => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  const employees = workbook.addWorksheet('Employees');
  employees.addRow(HEADER);
  employees.getRow(1).font = { bold: true };
  employees.columns.forEach((column) => {
    column.width = 18;
  });
  const help = workbook.addWorksheet('Allowed values');
  const names = (options: { name: string }[]) =>
    options.map((option) => neutralizeSpreadsheetText(option.name)).join(', ') || '—';
  for (const line of [
    ['Column', 'What to write'],
    ['Joining Date, Date Of Birth, Relieving Date', 'YYYY-MM-DD or DD-MM-YYYY'],
    ['Is Relieved, Active', 'Yes or No (empty: No, Yes)'],
    ['Department', names(choices.departments)],
    ['Designation', names(choices.designations)],
    ['Shift', names(choices.shifts)],
    ['Bank', names(choices.banks)],
    ['Blood Group', BLOOD_GROUPS.join(', ')],
    ['Role', 'Admin or Employee (empty: Employee)'],
    ['Screenshots', 'Regular, Blurred or Off (empty: the organisation default)'],
    ['Tracker Password', '6 to 10 characters; leave empty to send an invitation instead'],
  ])
    help.addRow(line);
  help.getRow(1).font = { bold: true };
  help.getColumn(1).width = 42;
  help.getColumn(2).width = 80;
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
