import type {
  AttendanceToday as AttendanceTodayData,
  UpcomingBirthdays as UpcomingBirthdaysData,
  WorkSummary,
} from '@pulse/shared/contracts/dashboard';
import type { NewsSummary } from '@pulse/shared/contracts/news';
import type { Policy } from '@pulse/shared/contracts/policies';
import { dashboardPulseTexts, newsPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { AttendanceToday } from './attendance-today';
import { EmployeeCounts } from './employee-counts';
import { MyWeekHours } from './my-week-hours';
import { NewsTiles } from './news-tiles';
import { PoliciesToAcknowledge } from './policies-to-acknowledge';
import { UpcomingBirthdays } from './upcoming-birthdays';
import { WorkWeek } from './work-week';

// The charts are lazy chunks: loaded once here (the charting library takes a while to transform), so
// each test waits only for React to render them.
beforeAll(async () => {
  await Promise.all([import('./attendance-pie-chart'), import('./work-week-bar-chart')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cardNamed = (name: string) => screen.getByRole('region', { name });

const newsItem = (index: number): NewsSummary => ({
  id: `0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a${String(index).padStart(2, '0')}`,
  title: `Update ${index}`,
  excerpt: `What happened in update ${index}`,
  entryDate: '2026-03-02',
  isPublished: true,
  isSendMail: false,
  bannerUrl: index === 1 ? null : `/api/v1/news/${index}/banner`,
  bannerTileUrl: index === 1 ? null : `/api/v1/news/${index}/banner?size=tile`,
  attachmentCount: 0,
  authorName: 'Asha Verma',
  updatedAt: '2026-03-02T09:00:00.000Z',
});
const newsList = (count: number) => ({
  items: Array.from({ length: count }, (_, index) => newsItem(index + 1)),
  page: 1,
  pageSize: 8,
  total: count,
  totalPages: 1,
  next: null,
});

const policy = (overrides: Partial<Policy>): Policy => ({
  id: '1b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
  name: 'Leave Policy',
  fileName: 'leave-policy.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1024,
  version: 2,
  updatedAt: '2026-03-02T09:00:00.000Z',
  url: '/api/v1/policies/1b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60/content',
  requiresAcknowledgement: true,
  acknowledgedAt: null,
  ...overrides,
});

const week = (days: [string, number, number, number][]): WorkSummary => {
  const entries = days.map(([date, hoursWorkedMinutes, idleMinutes, actualWorkMinutes]) => ({
    date,
    hoursWorkedMinutes,
    idleMinutes,
    actualWorkMinutes,
  }));
  const sum = (key: 'hoursWorkedMinutes' | 'idleMinutes' | 'actualWorkMinutes') =>
    entries.reduce((total, day) => total + day[key], 0);
  return {
    from: entries[0]?.date ?? '2026-03-02',
    to: entries.at(-1)?.date ?? '2026-03-02',
    days: entries,
    totals: {
      hoursWorkedMinutes: sum('hoursWorkedMinutes'),
      idleMinutes: sum('idleMinutes'),
      actualWorkMinutes: sum('actualWorkMinutes'),
    },
  };
};

describe('a dashboard card', () => {
  it('shows its skeleton while loading, then its figures', async () => {
    stubFetch({
      'GET /api/v1/dashboard/employee-counts': { body: { active: 25, inactive: 2, relieved: 1, total: 27 } },
    });
    renderWithProviders(<EmployeeCounts />);
    expect(screen.getByRole('progressbar', { name: 'Loading Employees' })).toBeDefined();
    const card = cardNamed(dashboardPulseTexts.employeeCountsHeading);
    expect(await within(card).findByText('25')).toBeDefined();
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(figures).toEqual(['Active', 'Inactive', 'Total']);
    expect(within(card).getByText('27')).toBeDefined();
    expect(within(card).getByText('1 relieved')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says quietly that it could not load, and loads again on Retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/dashboard/employee-counts': () => {
        calls += 1;
        return calls === 1
          ? problem(500, 'Something went wrong')
          : { body: { active: 3, inactive: 0, relieved: 0, total: 3 } };
      },
    });
    const { user } = renderWithProviders(<EmployeeCounts />);
    expect(await screen.findByText(dashboardPulseTexts.couldNotLoad)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: dashboardPulseTexts.retry }));
    expect(await screen.findByText('Total')).toBeDefined();
    expect(screen.queryByText(dashboardPulseTexts.couldNotLoad)).toBeNull();
  });
});

describe('NewsTiles', () => {
  it('shows at most 8 tiles, each with its date and a link to the update, and View All to the administrators’ list', async () => {
    stubFetch({ 'GET /api/v1/news': { body: newsList(9) } });
    renderWithProviders(<NewsTiles isAdmin />);
    const card = cardNamed(dashboardPulseTexts.newsHeading);
    expect(await within(card).findByRole('heading', { name: 'Update 1' })).toBeDefined();
    expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const tile = within(card).getByRole('link', { name: /Update 2/ });
    expect(tile.getAttribute('href')).toBe(
      '/dashboard/LiveNewsUpdatesDetails/0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a02',
    );
    expect(within(tile).getByText('02-Mar-2026')).toBeDefined();
    expect(within(tile).getByText('What happened in update 2')).toBeDefined();
    expect(within(card).getByRole('link', { name: newsPulseTexts.viewAll }).getAttribute('href')).toBe(
      '/dashboard/LiveNewsUpdates',
    );
  });

  it('sends an employee’s View All to everyone’s list, and asks only for published news', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/news': { body: newsList(1) } });
    renderWithProviders(<NewsTiles isAdmin={false} />);
    const viewAll = await screen.findByRole('link', { name: newsPulseTexts.viewAll });
    expect(viewAll.getAttribute('href')).toBe('/dashboard/LiveNewsUpdatesList');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/news?scope=published&pageSize=8');
  });

  // hardening issue, section 5 (Lighthouse): the first row's banners are on screen at once and one of
  // them is the dashboard's largest paint; lower rows wait until they scroll into view.
  it('loads the first row’s banners at once, the first one urgently, and the lower rows lazily', async () => {
    const withBanners = { ...newsList(6), items: [2, 3, 4, 5, 6, 7].map(newsItem) };
    stubFetch({ 'GET /api/v1/news': { body: withBanners } });
    const { container } = renderWithProviders(<NewsTiles isAdmin={false} />);
    await screen.findByRole('heading', { name: 'Update 2' });
    const banners = [...container.querySelectorAll('img')];
    expect(banners.map((banner) => banner.getAttribute('loading'))).toEqual([
      null,
      null,
      null,
      null,
      'lazy',
      'lazy',
    ]);
    expect(banners.map((banner) => banner.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says when there is no news', async () => {
    stubFetch({ 'GET /api/v1/news': { body: newsList(0) } });
    renderWithProviders(<NewsTiles isAdmin={false} />);
    expect(await screen.findByText(dashboardPulseTexts.noNews)).toBeDefined();
  });
});

describe('PoliciesToAcknowledge', () => {
  it('lists only the policies waiting for the employee’s acknowledgement, each leading to Company Policy', async () => {
    stubFetch({
      'GET /api/v1/policies': {
        body: listPageOf([
          policy({}),
          policy({
            id: '2b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
            name: 'Code of Conduct',
            requiresAcknowledgement: false,
          }),
          policy({
            id: '3b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
            name: 'IT Security',
            acknowledgedAt: '2026-03-01T09:00:00.000Z',
          }),
        ]),
      },
    });
    renderWithProviders(<PoliciesToAcknowledge timeZone="Asia/Kolkata" />);
    const link = await screen.findByRole('link', { name: /Leave Policy/ });
    expect(link.getAttribute('href')).toBe('/dashboard/companyPolicy');
    expect(within(link).getByText('Version 2, 02-Mar-2026')).toBeDefined();
    expect(screen.queryByText('Code of Conduct')).toBeNull();
    expect(screen.queryByText('IT Security')).toBeNull();
  });

  it('says quietly that everything is acknowledged', async () => {
    stubFetch({
      'GET /api/v1/policies': { body: listPageOf([policy({ acknowledgedAt: '2026-03-01T09:00:00.000Z' })]) },
    });
    renderWithProviders(<PoliciesToAcknowledge timeZone="UTC" />);
    expect(await screen.findByText(dashboardPulseTexts.allPoliciesAcknowledged)).toBeDefined();
  });
});

describe('MyWeekHours', () => {
  it('shows the week’s actual work, idle time and hours worked as h:mm', async () => {
    stubFetch({
      'GET /api/v1/dashboard/my-week': {
        body: week([
          ['2026-03-02', 485, 60, 425],
          ['2026-03-03', 0, 0, 0],
          ['2026-03-04', 0, 0, 0],
          ['2026-03-05', 0, 0, 0],
          ['2026-03-06', 0, 0, 0],
          ['2026-03-07', 0, 0, 0],
          ['2026-03-08', 0, 0, 0],
        ]),
      },
    });
    renderWithProviders(<MyWeekHours />);
    const card = cardNamed(dashboardPulseTexts.myWeekHeading);
    expect(await within(card).findByText('02-Mar-2026 – 08-Mar-2026')).toBeDefined();
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['7:05', '1:00', '8:05']);
  });
});

describe('UpcomingBirthdays', () => {
  const birthdays: UpcomingBirthdaysData = {
    from: '2026-12-20',
    to: '2027-01-19',
    ...listPageOf([
      {
        employeeId: '4b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
        employeeCode: 'DEMO-EMP-2-00000003',
        name: 'Priya Nair',
        photoVersion: null,
        birthday: '2026-12-25',
      },
      {
        employeeId: '5b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
        employeeCode: 'DEMO-EMP-2-00000004',
        name: 'Vikram Singh',
        photoVersion: 'abc',
        birthday: '2027-01-05',
      },
    ]),
  };

  it('lists name, month and date as DD-MM-YYYY in a scrolling list at most 300 px high', async () => {
    stubFetch({ 'GET /api/v1/dashboard/upcoming-birthdays': { body: birthdays } });
    renderWithProviders(<UpcomingBirthdays />);
    const list = await screen.findByRole('list', { name: dashboardPulseTexts.upcomingBirthdaysHeading });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Priya NairDEMO-EMP-2-00000003December25-12-2026',
      'Vikram SinghDEMO-EMP-2-00000004January05-01-2027',
    ]);
    expect(getComputedStyle(list).maxHeight).toBe('300px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(list.getAttribute('tabindex')).toBe('0');
  });

  it('says when nobody has a birthday in the next 30 days', async () => {
    stubFetch({ 'GET /api/v1/dashboard/upcoming-birthdays': { body: { ...birthdays, items: [] } } });
    renderWithProviders(<UpcomingBirthdays />);
    expect(await screen.findByText(dashboardPulseTexts.noUpcomingBirthdays)).toBeDefined();
  });
});

describe('AttendanceToday', () => {
  const today: AttendanceTodayData = {
    date: '2026-03-02',
    isWorkingDay: true,
    holidayName: null,
    activeEmployees: 25,
    present: 18,
    onLeave: 2,
    absent: 5,
  };

  it('draws present, on leave and absent as a chart with a text alternative', async () => {
    stubFetch({ 'GET /api/v1/dashboard/attendance-today': { body: today } });
    renderWithProviders(<AttendanceToday />);
    const table = await screen.findByRole('table', { name: 'Today’s Attendance, 02-Mar-2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Present18', 'On Leave2', 'Absent5']);
    expect(
      await screen.findByRole('img', {
        name: 'Today’s Attendance, 02-Mar-2026: 18 present, 2 on leave, 5 absent',
      }),
    ).toBeDefined();
  });

  it('on a holiday shows only who worked, never absentees', async () => {
    stubFetch({
      'GET /api/v1/dashboard/attendance-today': {
        body: { ...today, isWorkingDay: false, holidayName: 'Holi', present: 2, onLeave: 0, absent: 0 },
      },
    });
    renderWithProviders(<AttendanceToday />);
    expect(await screen.findByText('02-Mar-2026 · Holiday: Holi')).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Today’s Attendance, 02-Mar-2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Present2']);
    expect(
      await screen.findByRole('img', { name: 'Today’s Attendance, 02-Mar-2026: 2 present' }),
    ).toBeDefined();
  });

  it('on a day off nobody worked says so instead of drawing a chart', async () => {
    stubFetch({
      'GET /api/v1/dashboard/attendance-today': {
        body: { ...today, isWorkingDay: false, present: 0, onLeave: 0, absent: 0 },
      },
    });
    renderWithProviders(<AttendanceToday />);
    expect(await screen.findByText('02-Mar-2026 · Today is not a working day.')).toBeDefined();
    expect(await screen.findByText(dashboardPulseTexts.nobodyWorked)).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('WorkWeek', () => {
  it('tabulates each day’s actual work, idle time and hours worked beside the chart', async () => {
    stubFetch({
      'GET /api/v1/dashboard/work-week': {
        body: week([
          ['2026-02-24', 600, 60, 540],
          ['2026-02-25', 0, 0, 0],
          ['2026-02-26', 0, 0, 0],
          ['2026-02-27', 0, 0, 0],
          ['2026-02-28', 0, 0, 0],
          ['2026-03-01', 0, 0, 0],
          ['2026-03-02', 125, 5, 120],
        ]),
      },
    });
    renderWithProviders(<WorkWeek />);
    const table = await screen.findByRole('table', {
      name: 'Work in the Last 7 Days, 24-Feb-2026 to 02-Mar-2026',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('DateActual WorkIdle TimeHours Worked');
    expect(rows[1]).toBe('24-Feb-20269:001:0010:00');
    expect(rows[7]).toBe('02-Mar-20262:000:052:05');
    expect(await screen.findByRole('img', { name: /^Work in the Last 7 Days/ })).toBeDefined();
  });

  it('says when nobody tracked time in the last 7 days', async () => {
    stubFetch({ 'GET /api/v1/dashboard/work-week': { body: week([['2026-03-02', 0, 0, 0]]) } });
    renderWithProviders(<WorkWeek />);
    expect(await screen.findByText(dashboardPulseTexts.noWork)).toBeDefined();
  });
});
