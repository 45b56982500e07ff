import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ApplyLeaveForm } from './apply-leave-form';

const me = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  employeeCode: 'DEMO-EMP-2-00000007',
  isAdmin: false,
};
const manager = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  name: 'Priya Shah',
  employeeCode: 'DEMO-EMP-1-00000001',
};

const renderForm = () =>
  renderWithProviders(
    <ApplyLeaveForm me={me} employeeCode="" today="2026-11-23" onApplied={vi.fn()} onBack={vi.fn()} />,
  );

const chooseFullDay = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('combobox', { name: 'Leave Type' }));
  await user.click(screen.getByRole('option', { name: 'Full Day' }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyLeaveForm', () => {
  it("shows spec B §5's required messages when applied empty, and sends nothing", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await screen.findByText(leaveTexts.descriptionRequired);
    expect(descriptionOf(screen.getByLabelText('Leave Description'))).toBe(leaveTexts.descriptionRequired);
    expect(descriptionOf(screen.getByLabelText('Start Date'))).toBe(leaveTexts.startRequired);
    expect(descriptionOf(screen.getByLabelText('End Date'))).toBe(leaveTexts.endRequired);
    expect(screen.getByText(leaveTexts.typeRequired)).toBeDefined();
    expect(screen.getByText(leaveTexts.managersRequired)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a description over 500 characters, a date before this year and an end before the start', async () => {
    stubFetch({});
    const { user } = renderForm();

    await user.click(screen.getByLabelText('Leave Description'));
    await user.paste('x'.repeat(501));
    await user.type(screen.getByLabelText('Start Date'), '30/12/2025');
    await user.type(screen.getByLabelText('End Date'), '31/12/2025');
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await screen.findByText(leaveTexts.descriptionTooLong);
    expect(descriptionOf(screen.getByLabelText('Start Date'))).toBe(leavePulseTexts.beforeThisYear);
    expect(descriptionOf(screen.getByLabelText('End Date'))).toBe(leavePulseTexts.beforeThisYear);

    // A later start moves the end along (spec B §5); an end typed before it is refused.
    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '10/12/2026');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '05/12/2026');

    await screen.findByText(leavePulseTexts.endBeforeStart);
    expect(descriptionOf(screen.getByLabelText('End Date'))).toBe(leavePulseTexts.endBeforeStart);
  });

  it("shows the server's refusal (an overlapping leave) as an Error notice", async () => {
    stubFetch({
      'GET /api/v1/employee-directory': { body: listPageOf([manager]) },
      'POST /api/v1/leaves': problem(409, leavePulseTexts.overlaps),
    });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Leave Description'), 'Family function');
    await user.type(screen.getByLabelText('Start Date'), '10/12/2026');
    await user.type(screen.getByLabelText('End Date'), '11/12/2026');
    await chooseFullDay(user);
    await user.type(screen.getByRole('combobox', { name: 'Managers' }), 'Pri');
    await user.click(
      await screen.findByRole('option', { name: `${manager.name} (${manager.employeeCode})` }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(leavePulseTexts.overlaps)).toBeDefined();
  });

  it('starts with the dates a link gives (ProBot) and still waits for the employee to apply', async () => {
    const applied: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/v1/employee-directory': { body: listPageOf([manager]) },
      'POST /api/v1/leaves': (body) => {
        applied.push(body);
        return problem(409, leavePulseTexts.overlaps);
      },
    });
    const { user } = renderWithProviders(
      <ApplyLeaveForm
        me={me}
        employeeCode=""
        today="2026-11-23"
        initialDates={{ from: '2026-12-02', to: '2026-12-04' }}
        onApplied={vi.fn()}
        onBack={vi.fn()}
      />,
    );

    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('02/12/2026');
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe('04/12/2026');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Leave Description'), 'Family function');
    await chooseFullDay(user);
    await user.type(screen.getByRole('combobox', { name: 'Managers' }), 'Pri');
    await user.click(
      await screen.findByRole('option', { name: `${manager.name} (${manager.employeeCode})` }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('alert');
    expect(applied).toMatchObject([{ fromDate: '2026-12-02', toDate: '2026-12-04' }]);
  });
});
