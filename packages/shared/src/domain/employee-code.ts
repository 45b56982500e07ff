// spec A §3: first 4 uppercase letters of the organisation name, '-EMP-', department id, '-',
// the employee number padded to 8 digits.
export const EMPLOYEE_NUMBER_DIGITS = 8;

export const organizationCodePrefix = (organizationName: string): string =>
  organizationName
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 4);

export const padEmployeeNumber = (employeeNumber: number): string =>
  String(employeeNumber).padStart(EMPLOYEE_NUMBER_DIGITS, '0');

export const buildEmployeeCode = (
  organizationName: string,
  departmentId: number,
  employeeNumber: number,
): string =>
  `${organizationCodePrefix(organizationName)}-EMP-${departmentId}-${padEmployeeNumber(employeeNumber)}`;
