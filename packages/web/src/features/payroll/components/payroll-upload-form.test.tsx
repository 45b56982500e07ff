import type { SalarySheetPreview } from '@pulse/shared/contracts/payroll';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { PayrollUploadForm } from './payroll-upload-form';

const preview: SalarySheetPreview = {
  fileName: 'salary-sheet.xlsx',
  header: ['Sr. No.', 'EmployeeID', 'Employee Name'],
  rows: [{ row: 2, cells: [1, 'DEMO-EMP-2-00000007', 'Rahul Mehta'] }],
  errors: [],
};
const sheet = new File(['xlsx'], 'salary-sheet.xlsx', {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

const chooseNovember = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('combobox', { name: 'Month' }));
  await user.click(screen.getByRole('option', { name: 'November' }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayrollUploadForm', () => {
  it('saves a new month once and shows only the success, though the month now counts as uploaded', async () => {
    let isUploaded = false;
    const fetchMock = stubFetch({
      'GET /api/v1/payroll/2026/11/exists': () => ({ body: { exists: isUploaded } }),
      'POST /api/v1/payroll/preview': { body: preview },
      'POST /api/v1/payroll/2026/11': () => {
        isUploaded = true;
        return { status: 201, body: { year: 2026, month: 11, slipCount: 1 } };
      },
    });
    const calls = (key: string) =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://pulse.test').pathname}` === key,
      ).length;
    const { user } = renderWithProviders(<PayrollUploadForm year={2026} />);

    await chooseNovember(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload Salary Sheet' })).toHaveProperty('disabled', false),
    );
    await user.upload(screen.getByLabelText('Salary sheet file'), sheet);
    await screen.findByRole('cell', { name: 'Rahul Mehta' });
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(payrollTexts.added);
    // The save made the check answer "uploaded": it was asked again, and its refusal is not shown.
    await waitFor(() => expect(calls('GET /api/v1/payroll/2026/11/exists')).toBe(2));
    expect(screen.queryByText(payrollTexts.alreadyUploaded)).toBeNull();
    expect(calls('POST /api/v1/payroll/2026/11')).toBe(1);
  });

  it('refuses a month that already has payroll before a file is chosen (spec B §4)', async () => {
    stubFetch({ 'GET /api/v1/payroll/2026/11/exists': { body: { exists: true } } });
    const { user } = renderWithProviders(<PayrollUploadForm year={2026} />);

    await chooseNovember(user);

    expect(await screen.findByText(payrollTexts.alreadyUploaded)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Upload Salary Sheet' })).toHaveProperty('disabled', true);
  });
});
