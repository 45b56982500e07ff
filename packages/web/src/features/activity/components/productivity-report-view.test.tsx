import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { ProductivityReport } from '@pulse/shared/contracts/productivity';
import { defaultReportRange } from '@pulse/shared/domain/report-weeks';
import { activityTexts, productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
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
const employee = {
  employeeId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  employeeCode: 'E-2',
  name: 'Rahul Mehta',
};
const range = defaultReportRange(organization.timeZone, new Date());

const shares = (productive: number, neutral: number, unproductive: number, uncategorised: number) => {
  const total = productive + neutral + unproductive + uncategorised;
  const percent = (part: number) => Math.round((part * 100) / total);
  return {
    seconds: { productive, neutral, unproductive, uncategorised },
    percents: {
      productive: percent(productive),
      neutral: percent(neutral),
      unproductive: percent(unproductive),
      uncategorised: percent(uncategorised),
    },
    focusedSeconds: total,
  };
};
const report: ProductivityReport = {
  ...range,
  project: null,
  employees: [
    {
      ...employee,
      days: [{ date: '2026-03-02', ...shares(21_600, 3600, 1800, 1800) }],
      totals: shares(21_600, 3600, 1800, 1800),
    },
  ],
  grandTotal: shares(21_600, 3600, 1800, 1800),
};

const SignedIn = ({ children }: { children: ReactNode }) => (useMe().data ? children : null);

const renderScreen = (answer: ProductivityReport) => {
  const fetchMock = stubFetch({
    'GET /api/v1/auth/session': { body: { employee: admin } },
    'GET /api/v1/time-sheet': { body: { date: range.endDate, rows: [], employees: [employee] } },
    'GET /api/v1/projects/choices': { body: [] },
    'GET /api/v1/reports/productivity': { body: answer },
  });
  const requestsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://pulse.test'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return {
    ...renderWithProviders(
      <SignedIn>
        <ReportsScreen />
      </SignedIn>,
    ),
    requestsTo,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Reports → Productivity', { timeout: 20_000 }, () => {
  it('shows each employee’s days as shares of focused time, with a stacked bar per row', async () => {
    const { user, requestsTo } = renderScreen(report);
    await user.click(await screen.findByRole('button', { name: texts.reportView }));
    // The report runs with the filters shown, without a View (spec A §9 defaults).

    const table = await screen.findByRole('table', { name: 'Rahul Mehta productivity by day' });
    const [header, day, total] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', texts.focusedTime, 'Share', 'Productive', 'Neutral', 'Unproductive', 'Uncategorised']);
    expect(
      within(day as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02-Mar-2026', '8:00', '', '75%(6:00)', '13%(1:00)', '6%(0:30)', '6%(0:30)']);
    expect(
      within(day as HTMLElement).getByRole('img', {
        name: 'Productive 75%, Neutral 13%, Unproductive 6%, Uncategorised 6%',
      }),
    ).toBeDefined();
    expect(within(total as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('Total');
    expect(screen.getByRole('table', { name: 'Productivity grand total' })).toBeDefined();
    // The productivity report was asked for once, with the page's filters; the time report only once,
    // when the page opened on it.
    expect(requestsTo('/api/v1/reports/productivity')).toEqual([
      { startDate: range.startDate, endDate: range.endDate },
    ]);
    expect(requestsTo('/api/v1/reports')).toHaveLength(1);
  });

  it('says when the range has no focused time', async () => {
    const { user } = renderScreen({ ...report, employees: [], grandTotal: shares(0, 0, 0, 1) });
    await user.click(await screen.findByRole('button', { name: texts.reportView }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText(activityTexts.noRecord)).toBeDefined();
  });
});
