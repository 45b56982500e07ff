import type { Report } from '@pulse/shared/contracts/activity';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { ProjectChoice } from '@pulse/shared/contracts/projects';
import { defaultReportRange, reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { toDisplayDate } from '@pulse/shared/domain/typed-date';
import { activityTexts } from '@pulse/shared/spec-texts';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../../../lib/current-employee';
import { listPageOf } from '../../../test/list-page';
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

const apollo: ProjectChoice = { id: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c41', name: 'Apollo', status: 2 };
const hermes: ProjectChoice = { id: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c42', name: 'Hermes', status: 1 };

const range = defaultReportRange(organization.timeZone, new Date());
const minutes = { hoursWorkedMinutes: 13, idleMinutes: 3, actualWorkMinutes: 10, manualMinutes: 0 };
const apolloReport: Report = {
  ...range,
  project: { id: apollo.id, name: apollo.name },
  employees: [
    {
      employeeId: employee.employeeId,
      employeeCode: employee.employeeCode,
      name: employee.name,
      weeks: [
        {
          week: '2026-W10',
          weekStart: '2026-03-02',
          weekEnd: '2026-03-08',
          days: [{ date: '2026-03-02', ...minutes }],
          totals: minutes,
        },
      ],
      totals: minutes,
    },
  ],
  grandTotal: minutes,
};

// The screen reads the signed-in employee as the dashboard shell provides it: once ['me'] holds one.
const SignedIn = ({ children }: { children: ReactNode }) => (useMe().data ? children : null);

const renderScreen = (url = '/dashboard/reports') => {
  const fetchMock = stubFetch({
    'GET /api/v1/auth/session': { body: { employee: admin } },
    'GET /api/v1/time-sheet': { body: { date: range.endDate, rows: [], employees: [employee] } },
    'GET /api/v1/projects/choices': { body: listPageOf([apollo, hermes]) },
    'GET /api/v1/reports': { body: apolloReport },
    'GET /api/v1/reports/export': { body: {} },
    'GET /api/v1/reports/export-all': { body: {} },
  });
  // The query string of each request made to a path, in order.
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
      { url },
    ),
    requestsTo,
  };
};

const chooseProject = async (user: ReturnType<typeof renderScreen>['user'], name: string) => {
  await user.click(await screen.findByRole('combobox', { name: 'Project' }));
  await user.click(await screen.findByRole('option', { name }));
};

beforeEach(() => {
  // happy-dom keeps no object URLs; the saved file is checked by its name in the notice.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each test opens MUI menus and the employee autocomplete several times: more than the default 5 s
// on a busy machine, and a test cut off at 5 s keeps clicking into the next test's screen.
describe('ReportsScreen: the Project filter', { timeout: 20_000 }, () => {
  it("offers All projects and the organisation's projects, and views the chosen one's time", async () => {
    const { user, requestsTo } = renderScreen();

    const field = await screen.findByRole('combobox', { name: 'Project' });
    expect(field.textContent).toBe('All projects');
    await user.click(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All projects', 'Apollo', 'Hermes']);
    await user.click(screen.getByRole('option', { name: 'Apollo' }));

    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(
      await screen.findByText(
        'Project: Apollo. Only the time the tracker attributed to this project, and the manual time approved for it.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('region', { name: `${employee.name} report` })).toBeDefined();
    // The page opened on the defaults' report (every project), then viewed Apollo's.
    await vi.waitFor(() =>
      expect(requestsTo('/api/v1/reports')).toEqual([range, { ...range, projectId: apollo.id }]),
    );
  });

  it('sends the project with Export All, and names the file after it; All projects sends none', async () => {
    const { user, requestsTo } = renderScreen();
    await chooseProject(user, 'Hermes');

    await user.click(screen.getByRole('button', { name: 'Export All' }));
    const fileName = `${reportExportFileName(range.startDate, range.endDate, 'Hermes')}.xlsx`;
    expect(await screen.findByText(`Downloaded ${fileName}`)).toBeDefined();
    // Export All is every employee: only the range and the project.
    expect(requestsTo('/api/v1/reports/export-all')).toEqual([{ ...range, projectId: hermes.id }]);

    await chooseProject(user, 'All projects');
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    await vi.waitFor(() => expect(requestsTo('/api/v1/reports/export-all')).toHaveLength(2));
    expect(requestsTo('/api/v1/reports/export-all')[1]).toEqual(range);
  });

  it('exports as CSV from the arrow beside Export All, the one click still the workbook', async () => {
    const { user, requestsTo } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'File format for all employees' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, a row per day (.csv)' }));
    const fileName = `${reportExportFileName(range.startDate, range.endDate)}.csv`;
    expect(await screen.findByText(`Downloaded ${fileName}`)).toBeDefined();
    expect(requestsTo('/api/v1/reports/export-all')).toEqual([{ ...range, format: 'csv' }]);
  });

  it("sends the project with one employee's Export", async () => {
    const { user, requestsTo } = renderScreen();
    await chooseProject(user, 'Hermes');

    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(employee.name) }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() =>
      expect(requestsTo('/api/v1/reports/export')).toEqual([
        { ...range, employeeId: employee.employeeId, projectId: hermes.id },
      ]),
    );
  });
});

// The filters live in the URL only: a shared link opens with them, a changed field is written there,
// and each View is a step that Back undoes.
describe('ReportsScreen: the filters in the URL', { timeout: 30_000 }, () => {
  const fieldValue = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

  it('opens a shared link with its filters in the fields and its report viewed', async () => {
    const query = {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      employeeId: employee.employeeId,
      projectId: apollo.id,
    };
    const { requestsTo } = renderScreen(`/dashboard/reports?${new URLSearchParams(query)}`);

    expect(await screen.findByRole('region', { name: `${employee.name} report` })).toBeDefined();
    expect(fieldValue('Start Date')).toBe('02/03/2026');
    expect(fieldValue('End Date')).toBe('08/03/2026');
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Employee' }) as HTMLInputElement).value).toContain(
        employee.name,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Apollo');
    expect(requestsTo('/api/v1/reports')).toEqual([query]);
  });

  it('opens on the report of the defaults the fields show: the last 7 days, every employee', async () => {
    const { requestsTo } = renderScreen();
    expect(await screen.findByRole('region', { name: `${employee.name} report` })).toBeDefined();
    expect(fieldValue('Start Date')).toBe(toDisplayDate(range.startDate));
    expect(fieldValue('End Date')).toBe(toDisplayDate(range.endDate));
    expect(requestsTo('/api/v1/reports')).toEqual([range]);
  });

  it.each([
    ['Start Date', activityTexts.selectStartDate],
    ['End Date', activityTexts.selectEndDate],
  ])('says so when %s is cleared and View is pressed, and views nothing new', async (field, message) => {
    const { user, requestsTo } = renderScreen();
    await screen.findByRole('region', { name: `${employee.name} report` });
    await user.clear(screen.getByRole('textbox', { name: field }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(requestsTo('/api/v1/reports')).toEqual([range]);
  });

  it('writes a changed field to the URL without viewing it; View is a step that Back undoes', async () => {
    const { user, router, requestsTo } = renderScreen();
    const search = () => router.state.location.search;

    await chooseProject(user, 'Hermes');
    expect(new URLSearchParams(search()).get('edited.projectId')).toBe(hermes.id);
    // Still the defaults' report: a changed field runs nothing until View.
    await vi.waitFor(() => expect(requestsTo('/api/v1/reports')).toEqual([range]));

    await user.click(screen.getByRole('button', { name: 'View' }));
    const hermesSearch = `?${new URLSearchParams({ ...range, projectId: hermes.id })}`;
    await vi.waitFor(() => expect(search()).toBe(hermesSearch));
    await chooseProject(user, 'Apollo');
    await user.click(screen.getByRole('button', { name: 'View' }));
    await vi.waitFor(() =>
      expect(search()).toBe(`?${new URLSearchParams({ ...range, projectId: apollo.id })}`),
    );
    await vi.waitFor(() =>
      expect(requestsTo('/api/v1/reports')).toEqual([
        range,
        { ...range, projectId: hermes.id },
        { ...range, projectId: apollo.id },
      ]),
    );

    // Back shows the report viewed before with its own filters, not the change made after it.
    await act(() => router.navigate(-1));
    expect(search()).toBe(hermesSearch);
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Hermes');
    await act(() => router.navigate(-1));
    expect(search()).toBe('');
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('All projects');
    expect(screen.getByRole('region', { name: `${employee.name} report` })).toBeDefined();

    await act(() => router.navigate(2));
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Apollo');
  });
});
