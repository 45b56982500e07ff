import { z } from 'zod';
import type { CreateEmployeeBody } from './employees';

// Importing employees from a CSV or XLSX file. The template's columns are the Add Employee
// form's fields under the form's labels (spec A §3), in the form's order; choices are written as the
// form shows them (a department's name, Yes/No, Admin/Employee).
export const EMPLOYEE_IMPORT_COLUMNS = [
  { header: 'Joining Date', field: 'joiningDate' },
  { header: 'Is Relieved', field: 'isRelieved' },
  { header: 'Active', field: 'isActive' },
  { header: 'Relieving Date', field: 'relievingDate' },
  { header: 'Employee Name', field: 'name' },
  { header: 'Father Name', field: 'fatherName' },
  { header: 'Date Of Birth', field: 'dateOfBirth' },
  { header: 'Blood Group', field: 'bloodGroup' },
  { header: 'Contact Number 1', field: 'contactNumber1' },
  { header: 'Contact Number 2', field: 'contactNumber2' },
  { header: 'Personal Email', field: 'personalEmail' },
  { header: 'Skype Id', field: 'skypeId' },
  { header: 'Correspondence Address', field: 'correspondenceAddress' },
  { header: 'Permanent Address', field: 'permanentAddress' },
  { header: 'Department', field: 'departmentId' },
  { header: 'Designation', field: 'designationId' },
  { header: 'Shift', field: 'shiftId' },
  { header: 'Bank', field: 'bankId' },
  { header: 'IFSC Code', field: 'ifscCode' },
  { header: 'Bank Account Number', field: 'bankAccountNumber' },
  { header: 'PAN Number', field: 'panNumber' },
  { header: 'Aadhaar Number', field: 'aadhaarNumber' },
  { header: 'Official Email', field: 'officialEmail' },
  { header: 'Official Email Password', field: 'officialEmailPassword' },
  { header: 'Tracker Password', field: 'password' },
  { header: 'Role', field: 'roleId' },
  { header: 'Screenshots', field: 'screenshotMode' },
] as const satisfies readonly { header: string; field: keyof CreateEmployeeBody }[];
export type EmployeeImportHeader = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['header'];

// A file holds at most this many employees: an organisation's whole staff in one go, with a preview
// that stays quick (500 rows in well under 2 s).
export const EMPLOYEE_IMPORT_MAX_ROWS = 2000;
export const EMPLOYEE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const employeeImportTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});

const problemSchema = z.object({
  // The template's column the problem is about; null for the row as a whole.
  column: z.string().nullable(),
  message: z.string(),
});

export const employeeImportRowSchema = z.object({
  // The file's own row number (the header is row 1), as a spreadsheet program shows it.
  row: z.number().int(),
  // The cells under the template's headers, as text.
  values: z.record(z.string(), z.string()),
  // Without a Tracker Password, with invitations chosen: the person is invited.
  isInvited: z.boolean(),
  problems: z.array(problemSchema),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;

export const employeeImportPreviewSchema = z.object({
  fileName: z.string(),
  rows: z.array(employeeImportRowSchema),
  validCount: z.number().int(),
  problemCount: z.number().int(),
});
export type EmployeeImportPreview = z.infer<typeof employeeImportPreviewSchema>;

export const employeeImportResultSchema = z.object({
  imported: z.number().int(),
  invited: z.number().int(),
  // Rows left out for their problems.
  skipped: z.number().int(),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;
