import { payrollTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { EmployeePayrollTab } from './employee-payroll-tab';

const year = new Date().getFullYear();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeePayrollTab', () => {
  it('lists only the months that have a slip, in calendar order', async () => {
    stubFetch({ 'GET /api/v1/me/salary-slips': { body: { year, ...listPageOf([3, 1]) } } });
    renderWithProviders(<EmployeePayrollTab employeeId="me" />);

    const list = await screen.findByRole('list', { name: `Salary slips of ${year}` });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`January ${year}View Detail`, `March ${year}View Detail`]);
  });

  it('says so when the year has no slip', async () => {
    stubFetch({ 'GET /api/v1/me/salary-slips': { body: { year, ...listPageOf([]) } } });
    renderWithProviders(<EmployeePayrollTab employeeId="me" />);

    expect(await screen.findByText(payrollTexts.noSlipsInYear(year))).toBeDefined();
    expect(screen.queryByRole('button', { name: /View Detail/ })).toBeNull();
  });

  it("keeps spec A §8's text for a slip that is gone by the time it is opened", async () => {
    stubFetch({
      'GET /api/v1/me/salary-slips': { body: { year, ...listPageOf([1]) } },
      [`GET /api/v1/me/salary-slips/${year}/1`]: problem(404, 'Not found.'),
    });
    const { user } = renderWithProviders(<EmployeePayrollTab employeeId="me" />);

    await user.click(await screen.findByRole('button', { name: 'View Detail January' }));
    expect(await screen.findByText(payrollTexts.slipNotAdded)).toBeDefined();
  });
});
