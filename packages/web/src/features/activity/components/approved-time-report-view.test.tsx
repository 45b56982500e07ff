import type { ApprovedTimeReport } from '@pulse/shared/contracts/approved-time-report';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { approvedTimeTexts as texts } from '@pulse/shared/domain/approved-time';
import { defaultReportRange } from '@pulse/shared/domain/report-weeks';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../../../lib/current-employee';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { ReportsScreen } from './reports-screen';

const organization = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
  name: 'Demo',
  timeZone: 'UTC',
  currency: 'INR',
};
const admin: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a50',
  name: 'Asha Rao',
  employeeCode: 'DEMO-EMP-1-00000001',
  roleId: 1,
  officialEmail: 'admin@demo.pulse',
  organization,
};
const priya = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', employeeCode: 'E-3', name: 'Priya Nair' };
const apollo = '7c0e0a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const range = defaultReportRange(organization.timeZone, new Date());

const figures = (approved: number, total: number, cost: number | null, approvedCost: number | null) => ({
  totalMinutes: total,
  approvedMinutes: approved,
  notApprovedMinutes: total - approved,
  cost,
  approvedCost,
  notApprovedCost: cost === null || approvedCost === null ? null : cost - approvedCost,
});

const byEmployee: ApprovedTimeReport = {
  ...range,
  groupBy: 'employee',
  currency: 'INR',
  employee: null,
  project: null,
  rows: [{ ...priya, ...figures(90, 150, 312_725, 187_635) }],
  grandTotal: figures(90, 150, 312_725, 187_635),
};
const byProject: ApprovedTimeReport = {
  ...byEmployee,
  groupBy: 'project',
  rows: [
    { id: apollo, name: 'Apollo', employeeCode: null, ...figures(120, 60, 2000, 4000) },
    { id: null, name: texts.noProject, employeeCode: null, ...figures(0, 45, null, null) },
  ],
  grandTotal: figures(120, 105, 2000, 4000),
};

const SignedIn = ({ children }: { children: ReactNode }) => (useMe().data ? children : null);

const renderApproval = () => {
  const fetchMock = stubFetch({
    'GET /api/v1/auth/session': { body: { employee: admin } },
    'GET /api/v1/time-sheet': { body: { date: range.endDate, rows: [], employees: [] } },
    'GET /api/v1/projects/choices': { body: [] },
    'GET /api/v1/reports/approved-time': { body: byEmployee },
    'GET /api/v1/reports/approved-time/export': { body: {} },
  });
  const requestsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://pulse.test'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return {
    fetchMock,
    requestsTo,
    ...renderWithProviders(
      <SignedIn>
        <ReportsScreen />
      </SignedIn>,
      { url: '/?view=approval' },
    ),
  };
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reports → Approval', { timeout: 20_000 }, () => {
  it('shows approved, not yet approved and total time with the cost in the organisation’s currency', async () => {
    const { requestsTo } = renderApproval();
    const table = await screen.findByRole('table', { name: 'Approval by employee' });
    const [header, row, total] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Employee', 'Approved', 'Not yet approved', 'Total', 'Cost (INR)']);
    // INR is grouped the Indian way; the approved part of the cost stands under it.
    expect(cellsOf(row as HTMLElement)).toEqual([
      'Priya NairE-3',
      '1:30',
      '1:00',
      '2:30',
      '₹3,12,725.00₹1,87,635.00 approved',
    ]);
    expect(cellsOf(total as HTMLElement)[0]).toBe('Grand Total');
    // The page's filters, grouped by employee, without a View.
    expect(requestsTo('/api/v1/reports/approved-time')).toEqual([{ ...range, groupBy: 'employee' }]);
    expect(requestsTo('/api/v1/reports')).toEqual([]);
  });

  it('groups by project, shows a negative difference with its sign, and exports the viewed table', async () => {
    const { user, fetchMock, requestsTo, router } = renderApproval();
    await screen.findByRole('table', { name: 'Approval by employee' });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://pulse.test');
      if (url.pathname.endsWith('/export'))
        return new Response('csv', {
          headers: { 'content-disposition': 'attachment; filename="Approved Time by Project.csv"' },
        });
      return Response.json(byProject);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:approved-time');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);

    await user.click(screen.getByRole('button', { name: texts.project }));
    const table = await screen.findByRole('table', { name: 'Approval by project' });
    expect(router.state.location.search).toContain('groupBy=project');
    const [, apolloRow, noProjectRow] = within(table).getAllByRole('row');
    expect(cellsOf(apolloRow as HTMLElement)).toEqual([
      'Apollo',
      '2:00',
      '-1:00',
      '1:00',
      '₹2,000.00₹4,000.00 approved',
    ]);
    expect(cellsOf(noProjectRow as HTMLElement)).toEqual([texts.noProject, '0:00', '0:45', '0:45', '—']);
    expect(screen.getByText(texts.negativeHint, { exact: false })).toBeDefined();

    await user.click(screen.getByRole('button', { name: texts.exportCsv }));
    expect(await screen.findByText('Downloaded Approved Time by Project.csv')).toBeDefined();
    expect(requestsTo('/api/v1/reports/approved-time/export')).toEqual([
      { ...range, groupBy: 'project', format: 'csv' },
    ]);
  });
});
