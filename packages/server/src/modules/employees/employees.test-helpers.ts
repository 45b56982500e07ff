import type { EmployeeDetail } from '@pulse/shared/contracts/employees';

// The edit form's body for an employee as `GET /api/v1/employees/{id}?view=edit` shows them, with
// `overrides`: what the form sends when a person changes only those fields. Secrets are sent empty,
// which keeps the stored ones (spec A: employee edit).
export const editBodyOf = (detail: EmployeeDetail, overrides: Record<string, unknown> = {}) => {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    joiningDate: detail.joiningDate,
    isRelieved: detail.isRelieved,
    isActive: detail.isActive,
    relievingDate: text(detail.relievingDate),
    name: detail.name,
    fatherName: detail.fatherName,
    dateOfBirth: detail.dateOfBirth,
    bloodGroup: text(detail.bloodGroup),
    contactNumber1: text(detail.contactNumber1),
    contactNumber2: text(detail.contactNumber2),
    personalEmail: text(detail.personalEmail),
    skypeId: text(detail.skypeId),
    correspondenceAddress: text(detail.correspondenceAddress),
    permanentAddress: text(detail.permanentAddress),
    departmentId: detail.departmentId,
    designationId: text(detail.designationId),
    shiftId: text(detail.shiftId),
    bankId: text(detail.bankId),
    ifscCode: text(detail.ifscCode),
    bankAccountNumber: '',
    panNumber: '',
    aadhaarNumber: '',
    officialEmail: detail.officialEmail,
    officialEmailPassword: '',
    roleId: detail.roleId,
    password: '',
    ...overrides,
  };
};

type FormOptions = {
  departments: { id: string; name: string }[];
  designations: { id: string; name: string }[];
};

// A complete Add Employee body for a new person, with `overrides`.
export const newEmployeeBody = (options: FormOptions, overrides: Record<string, unknown> = {}) => ({
  joiningDate: '2026-01-05',
  isRelieved: false,
  isActive: true,
  relievingDate: '',
  name: 'Meera Iyer',
  fatherName: 'Suresh Iyer',
  dateOfBirth: '1995-04-12',
  bloodGroup: '',
  contactNumber1: '',
  contactNumber2: '',
  personalEmail: '',
  skypeId: '',
  correspondenceAddress: '',
  permanentAddress: '',
  departmentId: options.departments[0]?.id,
  designationId: options.designations[0]?.id ?? '',
  shiftId: '',
  bankId: '',
  ifscCode: '',
  bankAccountNumber: '',
  panNumber: '',
  aadhaarNumber: '',
  officialEmail: 'meera.iyer@demo.pulse',
  officialEmailPassword: '',
  roleId: 2,
  password: 'Meera@26',
  ...overrides,
});
