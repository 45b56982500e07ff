import type { TimeSheet, TimeSheetRow } from '@pulse/shared/contracts/activity';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { activityTexts, manualTimePulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../../../lib/current-employee';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TimeSheetScreen, type TimeSheetStatusColumn } from './time-sheet-screen';

const organization = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
  name: 'Demo',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
};
const employee: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'DEMO-EMP-2-00000002',
  roleId: 2,
  officialEmail: 'employee@demo.pulse',
  organization,
};

const rowOf = (person: CurrentEmployee): TimeSheetRow => ({
  employeeId: person.id,
  employeeCode: person.employeeCode,
  name: person.name,
  designation: null,
  photoVersion: null,
  hoursWorkedMinutes: 480,
  idleMinutes: 60,
  actualWorkMinutes: 420,
  manualMinutes: 0,
});

const sheet = (rows: TimeSheetRow[], people: CurrentEmployee[]): { body: TimeSheet } => ({
  body: {
    date: '2026-11-23',
    rows,
    employees: people.map((person) => ({
      employeeId: person.id,
      employeeCode: person.employeeCode,
      name: person.name,
    })),
  },
});

// The screen reads the signed-in employee as the dashboard shell provides it: once ['me'] holds one.
const SignedIn = ({ children }: { children: ReactNode }) => (useMe().data ? children : null);
const Location = () => <output aria-label="Location">{useLocation().pathname}</output>;

const renderAs = (me: CurrentEmployee, answer: { body: TimeSheet }, status?: TimeSheetStatusColumn) => {
  stubFetch({ 'GET /api/v1/auth/session': { body: { employee: me } }, 'GET /api/v1/time-sheet': answer });
  return renderWithProviders(
    <SignedIn>
      <TimeSheetScreen status={status} />
      <Location />
    </SignedIn>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeSheetScreen', () => {
  it("says 'No records found!' for a day nobody tracked (spec A §2)", async () => {
    renderAs({ ...employee, roleId: 1 }, sheet([], [employee, { ...employee, id: crypto.randomUUID() }]));

    expect(await screen.findByText(activityTexts.noRecords)).toBeDefined();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("opens an employee's own viewer, which has no parameters, from their own tile (spec B §2)", async () => {
    const { user } = renderAs(employee, sheet([rowOf(employee)], [employee]));

    await user.click(await screen.findByRole('button', { name: `Open ${employee.name}'s activity` }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(
      '/dashboard/time-sheet-details',
    );
  });

  // Approved offline time (spec A §1) beside the tracker's figures, and the way to add one's own.
  it('shows the day’s manual time on the tile and links to adding manual time on that day', async () => {
    const { user } = renderAs(employee, sheet([{ ...rowOf(employee), manualMinutes: 45 }], [employee]));
    const tile = await screen.findByRole('article', { name: employee.name });
    expect(within(tile).getByText(manualTimePulseTexts.manualTotal).nextSibling?.textContent).toBe('0h 45m');

    await user.click(screen.getByRole('link', { name: manualTimePulseTexts.addButton }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/dashboard/manual-time');
  });

  // Who is working now: the page (administrators) adds each employee's live state.
  it('shows the status the page gives each employee, on the tile and in the list', async () => {
    const status = {
      header: 'Status',
      render: (employeeId: string) => (employeeId === employee.id ? 'Tracking' : '—'),
    };
    const { user } = renderAs({ ...employee, roleId: 1 }, sheet([rowOf(employee)], [employee]), status);
    const tile = await screen.findByRole('article', { name: employee.name });
    expect(within(tile).getByText('Tracking')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'List View' }));
    const table = screen.getByRole('table', { name: 'Time sheet' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: 'Tracking' })).toBeDefined();
  });
});
