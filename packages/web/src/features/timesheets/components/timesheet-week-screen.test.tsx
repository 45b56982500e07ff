import type { TimesheetPeople } from '@pulse/shared/contracts/timesheets';
import { ROLE } from '@pulse/shared/domain/roles';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { onPhone } from '../../../test/on-phone';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { figuresOf, MONDAY, manager, priya, weekOf } from './timesheet-fixtures';
import { TimesheetWeekScreen } from './timesheet-week-screen';

const people = (canApprove: boolean): { body: TimesheetPeople } => ({
  body: {
    ...listPageOf([{ id: manager.id, name: manager.name, employeeCode: manager.employeeCode }, priya]),
    canApprove,
  },
});
const weekPath = (employeeId: string) => `/api/v1/timesheets/${employeeId}/weeks/${MONDAY}`;

const renderScreen = (employeeId: string, me = manager) =>
  renderWithProviders(
    <TimesheetWeekScreen
      view={{ weekStart: MONDAY, employeeId }}
      onViewChange={() => undefined}
      thisWeekStart="2026-11-23"
      renderEmployeePicker={({ employees }) => <p>{`Picker of ${employees.length}`}</p>}
    />,
    { me },
  );

// Each row's cells as text: the header, the projects, Day total and Idle.
const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('TimesheetWeekScreen', () => {
  it.each([
    [
      'an administrator opens someone else’s day in the viewer',
      priya.id,
      { ...manager, roleId: ROLE.admin },
      '/dashboard/time-sheet-details/2026-11-16/DEV-3/Priya%20Nair',
    ],
    [
      'the caller’s own week links to their own viewer',
      manager.id,
      manager,
      '/dashboard/time-sheet-details?date=2026-11-16',
    ],
    // The viewer of someone else's day is an administrator's page (spec B §2).
    ['a manager sees a teammate’s week without links into the viewer', priya.id, manager, null],
  ])('sums the week by project and day; %s', async (_name, employeeId, me, mondayHref) => {
    const employee =
      employeeId === manager.id
        ? { id: manager.id, name: manager.name, employeeCode: manager.employeeCode }
        : priya;
    stubFetch({
      'GET /api/v1/timesheets/people': people(true),
      [`GET ${weekPath(employeeId)}`]: { body: weekOf({ employee }) },
    });
    renderScreen(employeeId, me);

    const table = await screen.findByRole('table', {
      name: new RegExp(`^${timesheetTexts.pageTitle}: ${employee.name}`),
    });
    expect(cellTexts(table)).toEqual([
      [
        texts.project,
        'Mon 16-Nov',
        'Tue 17-Nov',
        'Wed 18-Nov',
        'Thu 19-Nov',
        'Fri 20-Nov',
        'Sat 21-Nov',
        'Sun 22-Nov',
        texts.total,
      ],
      ['Pulse Mobile App', '7:05', '0:00', '2:00', '0:00', '0:00', '0:00', '0:00', '9:05'],
      [timesheetTexts.noProject, '0:55', '0:00', '0:00', '0:00', '0:00', '0:00', '0:00', '0:55'],
      [texts.dayTotal, '8:00', '0:00', '2:00', '0:00', '0:00', '0:00', '0:00', '10:00'],
      [texts.idle, '0:30', '0:00', '0:05', '0:00', '0:00', '0:00', '0:00', '0:35'],
    ]);
    // Only days with time open the viewer: Monday and Wednesday of the project, and of the day totals.
    const links = within(table).queryAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      mondayHref ? ['7:05', '2:00', '0:55', '8:00', '2:00'] : [],
    );
    if (mondayHref) expect(links[0]?.getAttribute('href')).toBe(mondayHref);
    // The approver's way to the list, and the picker (the caller may open someone besides themselves).
    expect(screen.getByRole('link', { name: texts.openApprovals }).getAttribute('href')).toBe(
      '/dashboard/timesheet-approvals',
    );
    expect(screen.getByText('Picker of 2')).toBeDefined();
  });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      'a column per day',
      false,
      [
        [texts.approvedRow, '8:00', '0:00', '0:00', '0:00', '0:00', '0:00', '0:00', '8:00'],
        [texts.nowRow, '8:00', '0:00', '2:00', '0:00', '0:00', '0:00', '0:00', '10:00'],
        [texts.differenceRow, '0:00', '0:00', '+2:00', '0:00', '0:00', '0:00', '0:00', '+2:00'],
      ],
    ],
    [
      'on a phone, a row per day',
      true,
      [
        ['Mon 16-Nov', '8:00', '8:00', '0:00'],
        ['Tue 17-Nov', '0:00', '0:00', '0:00'],
        ['Wed 18-Nov', '0:00', '2:00', '+2:00'],
        ['Thu 19-Nov', '0:00', '0:00', '0:00'],
        ['Fri 20-Nov', '0:00', '0:00', '0:00'],
        ['Sat 21-Nov', '0:00', '0:00', '0:00'],
        ['Sun 22-Nov', '0:00', '0:00', '0:00'],
        [texts.weekTotal, '8:00', '10:00', '+2:00'],
      ],
    ],
  ])(
    'shows a late change, what was approved beside what is there now: %s',
    async (_layout, isPhone, rows) => {
      if (isPhone) onPhone();
      const approved = figuresOf([
        { projectId: null, projectName: 'No project', days: [[480, 0, 30], ...Array(6).fill([0, 0, 0])] },
      ]);
      stubFetch({
        'GET /api/v1/timesheets/people': people(true),
        [`GET ${weekPath(priya.id)}`]: {
          body: weekOf({
            approved: {
              approvedBy: { id: manager.id, name: manager.name },
              approvedAt: '2026-11-23T05:00:00.000Z',
              figures: approved,
            },
            pendingChanges: [
              { kind: 'manual-time', date: '2026-11-18', at: '2026-11-24T05:00:00.000Z' },
              { kind: 'manual-time', date: '2026-11-18', at: '2026-11-24T06:00:00.000Z' },
            ],
          }),
        },
      });
      renderScreen(priya.id);
      const panel = await screen.findByRole('region', { name: texts.pendingChange });
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Manual time, 18-Nov-2026']);
      expect(cellTexts(within(panel).getByRole('table')).slice(1)).toEqual(rows);
    },
  );

  it('submits the week with the optional note', async () => {
    let sent: unknown;
    const own = { id: manager.id, name: manager.name, employeeCode: manager.employeeCode };
    stubFetch({
      'GET /api/v1/timesheets/people': people(false),
      [`GET ${weekPath(manager.id)}`]: {
        body: weekOf({
          employee: own,
          status: 'open',
          submittedAt: null,
          canSubmit: true,
          canApprove: false,
          canReject: false,
        }),
      },
      [`POST ${weekPath(manager.id)}/submit`]: (body) => {
        sent = body;
        return { body: weekOf({ employee: own, canApprove: false, canReject: false }) };
      },
    });
    const { user } = renderScreen(manager.id);
    expect(await screen.findByText('Open')).toBeDefined();
    await user.click(screen.getByRole('button', { name: timesheetTexts.submitButton }));
    const dialog = await screen.findByRole('dialog', { name: texts.submitTitle });
    await user.type(within(dialog).getByLabelText(texts.noteLabel), 'Workshop');
    await user.click(within(dialog).getByRole('button', { name: timesheetTexts.submitButton }));

    await screen.findByText(texts.submitted);
    expect(sent).toEqual({ note: 'Workshop' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Submitted')).toBeDefined();
    expect(screen.queryByRole('button', { name: timesheetTexts.submitButton })).toBeNull();
  });

  it('asks for a reason before rejecting, and puts the server’s message on the field', async () => {
    const message = timesheetTexts.reasonTooLong;
    const fetchMock = stubFetch({
      'GET /api/v1/timesheets/people': people(true),
      [`GET ${weekPath(priya.id)}`]: { body: weekOf() },
      [`POST ${weekPath(priya.id)}/reject`]: problem(400, message, [{ path: 'reason', message }]),
    });
    const { user } = renderScreen(priya.id);
    await user.click(await screen.findByRole('button', { name: timesheetTexts.rejectButton }));
    const dialog = await screen.findByRole('dialog', { name: texts.rejectTitle });
    const reason = within(dialog).getByLabelText(texts.reasonLabel);

    await user.click(within(dialog).getByRole('button', { name: timesheetTexts.rejectButton }));
    await waitFor(() => expect(descriptionOf(reason)).toBe(timesheetTexts.reasonRequired));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(reason, 'Tuesday is missing');
    await user.click(within(dialog).getByRole('button', { name: timesheetTexts.rejectButton }));
    await waitFor(() => expect(descriptionOf(reason)).toBe(message));
    expect(screen.getByRole('dialog', { name: texts.rejectTitle })).toBeDefined();
  });
});
