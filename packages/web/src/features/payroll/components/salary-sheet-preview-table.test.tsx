import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { SalarySheetPreview } from '@pulse/shared/contracts/payroll';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SalarySheetPreviewTable } from './salary-sheet-preview-table';

const me = (currency: string): CurrentEmployee => ({
  id: '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  name: 'Asha Rao',
  employeeCode: 'DEMO-EMP-1-00000001',
  roleId: 1,
  officialEmail: 'asha@demo.pulse',
  organization: { id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61', name: 'Demo', timeZone: 'UTC', currency },
});

const preview: SalarySheetPreview = {
  fileName: 'salary-sheet.xlsx',
  header: ['Sr. No.', 'EmployeeID', 'Gross Salary', 'Account No', 'Number of Leaves'],
  rows: [{ row: 2, cells: [1, 2, 312725, 50100123456789, 1.5] }],
  errors: [],
};

describe('SalarySheetPreviewTable', () => {
  it.each([
    ['INR', '3,12,725.00'],
    ['USD', '312,725.00'],
  ])(
    'writes amounts as %s money is written, and ids, accounts and counts as the sheet holds them',
    (currency, gross) => {
      renderWithProviders(<SalarySheetPreviewTable preview={preview} />, { me: me(currency) });
      const row = within(screen.getAllByRole('row')[1] as HTMLElement);
      expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        '1',
        '1',
        '2',
        gross,
        '50100123456789',
        '1.5',
      ]);
    },
  );
});
