import type { SalarySlip } from '@pulse/shared/contracts/payroll';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SalarySlipDialog } from './salary-slip-dialog';

const slip: SalarySlip = {
  year: 2026,
  month: 1,
  monthName: 'January',
  organizationName: 'Demo Corporation',
  currency: 'INR',
  employeeId: '0190a0b0-0000-7000-8000-000000000001',
  employeeNumber: '00000002',
  employeeName: 'Rahul Mehta',
  departmentName: null,
  designationName: 'Software Engineer',
  numberOfLeaves: 1,
  daysInMonth: 31,
  workingDays: 30,
  basicSalary: 25000,
  hra: 10000,
  ga: 5000,
  otherAllowance: 10000,
  nightShiftAllowance: 0,
  actualSalary: 50000,
  esiEmployeePart: 375,
  esiEmployerPart: 1625,
  epfEmployeePart: 3000,
  epfEmployerPart: 3000,
  professionalTax: 200,
  tds: 0,
  leaveDeductionAmount: 1612.9,
  grossSalary: 44812.1,
  bonus: 0,
  anyAdjustment: 0,
  accountNumberMasked: '•••• 9012',
  ifscCode: 'HDFC0000456',
};

// The dialog shows what the PDF prints (salarySlipSections): the same placeholder, the IFSC Code.
describe('SalarySlipDialog', () => {
  it('shows the slip’s details, the IFSC Code and the placeholder for a missing department', () => {
    renderWithProviders(<SalarySlipDialog slip={slip} pdfHref="/slip.pdf" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: /Salary slip for January 2026/ });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(detail('IFSC Code')).toBe('HDFC0000456');
    expect(detail('Department')).toBe('—');
    expect(detail('Employee Name')).toBe('Rahul Mehta');
    expect(within(dialog).getByText('INR 44,812.10')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download Slip' }).getAttribute('href')).toBe(
      '/slip.pdf',
    );
  });
});
