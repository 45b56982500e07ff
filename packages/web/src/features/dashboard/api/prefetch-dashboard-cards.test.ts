import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { prefetchDashboardCards } from './prefetch-dashboard-cards';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const employee: CurrentEmployee = {
  id: '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a01',
  name: 'Ravi Kumar',
  employeeCode: 'PUL-0002',
  roleId: 2,
  officialEmail: 'employee@demo.pulse',
  organization: {
    id: '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a99',
    name: 'Demo',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
  },
};

const EVERYONES_CARDS = [
  'GET /api/v1/leaves/summary',
  'GET /api/v1/news',
  'GET /api/v1/dashboard/my-week',
  'GET /api/v1/policies',
];
const ADMINISTRATORS_CARDS = [
  'GET /api/v1/dashboard/employee-counts',
  'GET /api/v1/dashboard/attendance-today',
  'GET /api/v1/dashboard/work-week',
  'GET /api/v1/dashboard/upcoming-appraisals',
  'GET /api/v1/dashboard/upcoming-birthdays',
];

// What each card's request answers is not read here (a 404, which is not retried): only which requests
// leave, every one of them, so a stray request fails the comparison.
const answerEveryCard = (me: CurrentEmployee | null) => {
  const fetchMock = stubFetch({
    'GET /api/v1/auth/session': { body: { employee: me } },
    ...Object.fromEntries(
      [...EVERYONES_CARDS, ...ADMINISTRATORS_CARDS].map((route) => [
        route,
        problem(404, 'Not read in this test'),
      ]),
    ),
  });
  return () =>
    fetchMock.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://pulse.test').pathname}`,
    );
};

describe('prefetchDashboardCards', () => {
  it('asks for the cards everyone sees once the session names an employee', async () => {
    const requests = answerEveryCard(employee);
    await prefetchDashboardCards();
    expect(requests().sort()).toEqual(['GET /api/v1/auth/session', ...EVERYONES_CARDS].sort());
  });

  it('asks an administrator’s cards for an administrator too', async () => {
    const requests = answerEveryCard({ ...employee, roleId: 1 });
    await prefetchDashboardCards();
    expect(requests().sort()).toEqual(
      ['GET /api/v1/auth/session', ...EVERYONES_CARDS, ...ADMINISTRATORS_CARDS].sort(),
    );
  });

  it('asks for nothing more when nobody is signed in', async () => {
    const requests = answerEveryCard(null);
    await prefetchDashboardCards();
    expect(requests()).toEqual(['GET /api/v1/auth/session']);
  });
});
