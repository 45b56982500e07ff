import type { AttendanceToday } from '@pulse/shared/contracts/attendance';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { attendancePulseTexts, attendanceTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { MarkAttendanceForm } from './mark-attendance-form';

const me: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'DEMO-EMP-2-00000007',
  roleId: 2,
  officialEmail: 'employee@demo.pulse',
  organization: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
    name: 'Demo',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
  },
};

const today = (change: Partial<AttendanceToday> = {}) => ({
  body: {
    employeeId: me.id,
    workDate: '2026-11-23',
    shift: 1,
    record: null,
    canSave: true,
    serverTime: '2026-11-23T04:00:00.000Z',
    ...change,
  },
});

// Where the app is: a blocked move stays here.
const Location = () => <p>{`Location: ${useLocation().pathname}`}</p>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarkAttendanceForm', () => {
  it('asks for the In Time under the field and in a notice (spec B §5)', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/attendance/today': today() });
    const { user } = renderWithProviders(<MarkAttendanceForm me={me} />);

    // The work day loaded: Save is enabled.
    await screen.findByText('23-Nov-2026 (Monday)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(attendanceTexts.inTimeRequired)).toBeDefined();
    expect(descriptionOf(screen.getByLabelText('In Time'))).toBe(attendanceTexts.inTimeRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the day is already marked once its record is complete', async () => {
    stubFetch({ 'GET /api/v1/attendance/today': today({ canSave: false }) });
    renderWithProviders(<MarkAttendanceForm me={me} />);

    expect(await screen.findByText(attendanceTexts.alreadyMarked)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it("shows the server's reason for refusing a time as an Error notice", async () => {
    stubFetch({
      'GET /api/v1/attendance/today': today(),
      'POST /api/v1/attendance/mark': problem(400, 'The request is not valid.', [
        { path: 'inTime', message: attendancePulseTexts.outsideOwnWindow },
      ]),
    });
    const { user } = renderWithProviders(<MarkAttendanceForm me={me} />);

    await screen.findByText('23-Nov-2026 (Monday)');
    await user.click(screen.getByRole('button', { name: 'Set In Time to now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(attendancePulseTexts.outsideOwnWindow)).toBeDefined();
  });

  it('asks before leaving a picked time unsaved, and not once it is saved', async () => {
    stubFetch({
      'GET /api/v1/attendance/today': today(),
      'POST /api/v1/attendance/mark': {
        status: 201,
        body: {
          id: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b21',
          employee: { id: me.id, name: me.name, employeeCode: me.employeeCode },
          workDate: '2026-11-23',
          day: 'Monday',
          shift: 1,
          inTime: '2026-11-23T03:58:00.000Z',
          outTime: null,
          state: 'open',
        },
      },
    });
    const { user } = renderWithProviders(
      <>
        <Link to="/dashboard/leaves">Leaves</Link>
        <Location />
        <MarkAttendanceForm me={me} />
      </>,
    );

    await screen.findByText('23-Nov-2026 (Monday)');
    await user.click(screen.getByRole('button', { name: 'Set In Time to now' }));
    await user.click(screen.getByRole('link', { name: 'Leaves' }));
    const prompt = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Location: /')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(attendanceTexts.marked);
    await user.click(screen.getByRole('link', { name: 'Leaves' }));
    expect(await screen.findByText('Location: /dashboard/leaves')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });
});
