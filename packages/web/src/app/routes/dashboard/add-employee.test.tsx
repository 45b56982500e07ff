import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { AddEmployeeRoute } from './add-employee';

const admin: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Asha Verma',
  employeeCode: 'EMP-0001',
  roleId: 1,
  officialEmail: 'admin@demo.pulse',
  organization: {
    id: '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40',
    name: 'Demo',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
  },
};

const formOptions: EmployeeFormOptions = {
  departments: [],
  designations: [],
  shifts: [],
  banks: [],
  roles: [],
  organizationName: 'Demo',
  nextEmployeeNumber: 8,
};

const openEmployee = (employeeId: string) =>
  renderWithProviders(<AddEmployeeRoute />, {
    path: '/dashboard/add-employee/:employeeId?',
    url: `/dashboard/add-employee/${employeeId}`,
    me: admin,
  });

const expectNotFoundWithWayBack = async () => {
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Back to Employees List' }).getAttribute('href')).toBe(
    '/dashboard/employees',
  );
  expect(screen.queryByText(/invalid uuid/i)).toBeNull();
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddEmployeeRoute', () => {
  it('shows not-found with a way back for a malformed id, without asking the server for it', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/employees/form-options': { body: formOptions } });
    openEmployee('does-not-exist');

    await expectNotFoundWithWayBack();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/employees/does-not-exist'),
    );
  });

  it('shows the same not-found for a well-formed id the server answers 404 for', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    stubFetch({
      'GET /api/v1/employees/form-options': { body: formOptions },
      [`GET /api/v1/employees/${nobody}`]: problem(404, 'Employee not found'),
    });
    openEmployee(nobody);

    await expectNotFoundWithWayBack();
  });
});
