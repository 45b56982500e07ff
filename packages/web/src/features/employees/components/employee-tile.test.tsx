import type { EmployeeListItem } from '@pulse/shared/contracts/employees';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EmployeeTile } from './employee-tile';

const employee: EmployeeListItem = {
  id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01',
  employeeNumber: 7,
  employeeCode: 'DEMO-EMP-2-00000007',
  name: 'Rahul Mehta',
  bloodGroup: 'B+',
  isActive: true,
  photoVersion: null,
  values: {
    officialEmail: 'rahul.mehta@engineering.demo.pulse',
    birthday: '1994-08-15',
    contactNumber: null,
  },
  leaves: { total: 12, taken: 2.5 },
  invitationStatus: null,
};

const columns = [
  { columnKey: 'officialEmail', columnName: 'Official Email' },
  { columnKey: 'birthday', columnName: 'Birthday' },
  { columnKey: 'contactNumber', columnName: 'Contact Number' },
] as const;

const shownValue = (label: string) => {
  const tile = screen.getByRole('article', { name: employee.name });
  return within(tile).getByText(label, { selector: 'dt' }).nextElementSibling;
};

describe('EmployeeTile', () => {
  it('lets an e-mail wrap only after its @ and dots, and shows the birthday as DD-MMM-YYYY', () => {
    renderWithProviders(
      <EmployeeTile employee={employee} columns={[...columns]} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );

    const email = shownValue('Official Email');
    expect(email?.textContent).toBe('rahul.mehta@engineering.demo.pulse');
    // rahul. | mehta@ | engineering. | demo. | pulse: a break opportunity after each @ and dot only.
    expect(email?.querySelectorAll('wbr')).toHaveLength(4);
    expect(shownValue('Birthday')?.textContent).toBe('15-Aug-1994');
    expect(shownValue('Contact Number')?.textContent).toBe('—');
  });
});
