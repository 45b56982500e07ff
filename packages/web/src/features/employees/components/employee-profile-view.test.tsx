import type { EmployeeDetail } from '@pulse/shared/contracts/employees';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { EmployeeProfileView } from './employee-profile-view';

const employee: EmployeeDetail = {
  id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01',
  photoVersion: null,
  employeeNumber: 7,
  employeeCode: 'DEMO-EMP-2-00000007',
  joiningDate: '2025-04-01',
  isRelieved: false,
  isActive: true,
  relievingDate: null,
  name: 'Rahul Mehta',
  fatherName: 'Suresh Mehta',
  dateOfBirth: '1994-08-15',
  bloodGroup: 'B+',
  contactNumber1: '9876543210',
  contactNumber2: null,
  personalEmail: null,
  skypeId: null,
  correspondenceAddress: null,
  permanentAddress: null,
  departmentId: '5d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e01',
  departmentName: 'Engineering',
  designationId: null,
  designationName: null,
  shiftId: null,
  shiftName: null,
  bankId: null,
  bankName: null,
  ifscCode: null,
  bankAccountNumber: '•••• 4321',
  panNumber: null,
  aadhaarNumber: null,
  areNumbersMasked: true,
  officialEmail: 'employee@demo.pulse',
  hasOfficialEmailPassword: false,
  roleId: 2,
  screenshotMode: 'blurred',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeProfileView', () => {
  it('shows the own record as label and value, with no field to change, no photo upload and no save', async () => {
    stubFetch({ [`GET /api/v1/employees/${employee.id}/devices`]: { body: [] } });
    renderWithProviders(<EmployeeProfileView employee={employee} timeZone="Asia/Kolkata" />);

    const shown: [section: string, label: string, value: string][] = [
      ['Employee Code', 'Employee Code', employee.employeeCode],
      ['Employee Code', 'Active', 'Yes'],
      ['Employee Code', 'Relieving Date', '—'],
      ['Demographic Detail', 'Employee Name', employee.name],
      ['Company Detail', 'Department', 'Engineering'],
      ['Company Detail', 'Bank Account Number', '•••• 4321'],
      ['Company Detail', 'Official Email', employee.officialEmail],
      ['Tracker', 'Role', 'Employee'],
      ['Tracker', 'Screenshots', 'Blurred'],
    ];
    for (const [section, label, value] of shown) {
      const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent, label).toBe(value);
    }
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('01-Apr-2025')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByLabelText('Tracker Password')).toBeNull();
    // The owner may still revoke a device of theirs.
    expect(await screen.findByRole('region', { name: 'Devices' })).toBeDefined();
  });
});
