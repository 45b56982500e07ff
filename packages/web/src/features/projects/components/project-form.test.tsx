import type { ProjectDetail, ProjectOptions } from '@pulse/shared/contracts/projects';
import {
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_NAMES,
  TIMESHEET_INTERVALS,
} from '@pulse/shared/domain/project-status';
import { projectPulseTexts, projectTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ProjectForm } from './project-form';

const options: ProjectOptions = {
  statuses: ([1, 2, 3, 4] as const).map((id) => ({
    id,
    name: PROJECT_STATUS_NAMES[id],
    color: PROJECT_STATUS_COLORS[id],
  })),
  timesheetIntervals: TIMESHEET_INTERVALS.map((interval) => ({ ...interval })),
  currency: { code: 'INR', symbol: '₹' },
};

const priya = { id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21', name: 'Priya Shah', employeeCode: 'EMP-0001' };
const rahul = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', name: 'Rahul Mehta', employeeCode: 'EMP-0007' };
const projectId = '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40';

const project: ProjectDetail = {
  id: projectId,
  name: 'Pulse Mobile App',
  description: 'The phone app',
  startDate: '2026-01-05',
  endDate: '2026-06-30',
  status: 2,
  statusName: 'In Progress',
  estimatedBudget: 50000,
  estimatedHours: 100,
  timesheetInterval: 1,
  timesheetIntervalName: 'Weekly',
  consumedHours: 120.123456,
  consumedBudget: 1500.5,
  teamSize: 1,
  team: [
    {
      employeeId: rahul.id,
      employeeCode: rahul.employeeCode,
      name: rahul.name,
      isManager: true,
      hourlyRate: 450,
      consumedHours: 12.25,
    },
  ],
  currency: 'INR',
};

type User = ReturnType<typeof renderWithProviders>['user'];

const choose = async (user: User, field: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const chooseMember = async (user: User, name: string) => {
  await user.click(screen.getByRole('combobox', { name: 'Team Members' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
};

// Everything but the dates, which each test types its own way.
const fillInProject = async (user: User) => {
  await user.click(await screen.findByLabelText('Name'));
  await user.paste('Website Revamp');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('New public website');
  await choose(user, 'Status', 'To be Started');
  await choose(user, 'Time Interval', 'Monthly');
  await user.type(screen.getByLabelText('Estimated Budget'), '250000');
  await user.type(screen.getByLabelText('Estimated Hours'), '400.5');
  await chooseMember(user, priya.name);
  await chooseMember(user, rahul.name);
  await user.click(screen.getByRole('checkbox', { name: `Is Manager: ${priya.name}` }));
  await user.type(screen.getByLabelText(`Hourly Rate: ${priya.name}`), '800');
  await user.type(screen.getByLabelText(`Hourly Rate: ${rahul.name}`), '450.25');
};

const directory = { body: listPageOf([priya, rahul]) };

afterEach(() => {
  vi.unstubAllGlobals();
});

// Filling in ten fields and a team takes a few seconds when the machine is busy.
describe('ProjectForm', { timeout: 20_000 }, () => {
  it('shows every required message of spec B §5 when sent empty, and sends nothing', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/projects/options': { body: options },
      'GET /api/v1/employee-directory': directory,
    });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await user.click(await screen.findByRole('button', { name: projectTexts.addButton }));

    await screen.findByText(projectTexts.nameRequired);
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe(projectTexts.nameRequired);
    expect(descriptionOf(screen.getByLabelText('Description'))).toBe(projectTexts.descriptionRequired);
    expect(descriptionOf(screen.getByLabelText('Start Date'))).toBe(projectTexts.startRequired);
    expect(descriptionOf(screen.getByLabelText('End Date'))).toBe(projectTexts.endRequired);
    expect(descriptionOf(screen.getByLabelText('Estimated Budget'))).toBe(projectTexts.budgetRequired);
    expect(descriptionOf(screen.getByLabelText('Estimated Hours'))).toBe(projectTexts.hoursRequired);
    expect(screen.getByText(projectTexts.statusRequired)).toBeDefined();
    expect(screen.getByText(projectTexts.intervalRequired)).toBeDefined();
    expect(descriptionOf(screen.getByRole('combobox', { name: 'Team Members' }))).toBe(
      projectTexts.teamRequired,
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Choosing a member takes the team's message away at once.
    await chooseMember(user, priya.name);
    await waitFor(() => expect(screen.queryByText(projectTexts.teamRequired)).toBeNull());
  });

  it('refuses a name over 200 and a description over 500 characters', async () => {
    stubFetch({ 'GET /api/v1/projects/options': { body: options } });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await user.click(await screen.findByLabelText('Name'));
    await user.paste('n'.repeat(201));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(501));
    await user.click(screen.getByRole('button', { name: projectTexts.addButton }));

    await screen.findByText(projectTexts.nameTooLong);
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe(projectTexts.nameTooLong);
    expect(descriptionOf(screen.getByLabelText('Description'))).toBe(projectTexts.descriptionTooLong);
  });

  it('refuses an end date before the start date', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/projects/options': { body: options },
      'GET /api/v1/employee-directory': directory,
    });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await fillInProject(user);
    await user.type(screen.getByLabelText('Start Date'), '10/05/2026');
    await user.type(screen.getByLabelText('End Date'), '01/05/2026');
    await user.click(screen.getByRole('button', { name: projectTexts.addButton }));

    await screen.findByText(projectPulseTexts.endBeforeStart);
    expect(descriptionOf(screen.getByLabelText('End Date'))).toBe(projectPulseTexts.endBeforeStart);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('adds a project once on a double click, with its team, manager flags and rates', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/projects/options': { body: options },
      'GET /api/v1/employee-directory': directory,
      'POST /api/v1/projects': (body) => {
        sent = body;
        return { status: 201, body: { id: projectId } };
      },
    });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await fillInProject(user);
    // spec B §2: each rate carries the organisation's currency symbol.
    expect(within(screen.getByRole('listitem', { name: priya.name })).getByText('₹')).toBeDefined();
    await user.type(screen.getByLabelText('Start Date'), '01/05/2026');
    await user.type(screen.getByLabelText('End Date'), '31/12/2026');
    await user.dblClick(screen.getByRole('button', { name: projectTexts.addButton }));

    await screen.findByText(projectTexts.added);
    expect(sent).toEqual({
      name: 'Website Revamp',
      description: 'New public website',
      startDate: '2026-05-01',
      endDate: '2026-12-31',
      status: 1,
      estimatedBudget: 250000,
      estimatedHours: 400.5,
      timesheetInterval: 3,
      team: [
        { employeeId: priya.id, isManager: true, hourlyRate: 800 },
        { employeeId: rahul.id, isManager: false, hourlyRate: 450.25 },
      ],
    });
    expect(screen.getByRole('button', { name: projectTexts.addButton })).toHaveProperty('disabled', true);
  });

  it('puts a duplicate name under Name', async () => {
    stubFetch({
      'GET /api/v1/projects/options': { body: options },
      'GET /api/v1/employee-directory': directory,
      'POST /api/v1/projects': problem(409, projectPulseTexts.nameTaken, [
        { path: 'name', message: projectPulseTexts.nameTaken },
      ]),
    });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await fillInProject(user);
    await user.type(screen.getByLabelText('Start Date'), '01/05/2026');
    await user.type(screen.getByLabelText('End Date'), '31/12/2026');
    await user.click(screen.getByRole('button', { name: projectTexts.addButton }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Name'))).toBe(projectPulseTexts.nameTaken),
    );
  });

  it("says 'please try again later' when the server fails", async () => {
    stubFetch({
      'GET /api/v1/projects/options': { body: options },
      'GET /api/v1/employee-directory': directory,
      'POST /api/v1/projects': problem(500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(<ProjectForm id={undefined} />);

    await fillInProject(user);
    await user.type(screen.getByLabelText('Start Date'), '01/05/2026');
    await user.type(screen.getByLabelText('End Date'), '31/12/2026');
    await user.click(screen.getByRole('button', { name: projectTexts.addButton }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(projectTexts.saveFailed)).toBeDefined();
  });

  it('updates a project, showing what it and each member have consumed', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/projects/options': { body: options },
      [`GET /api/v1/projects/${projectId}`]: { body: project },
      [`PUT /api/v1/projects/${projectId}`]: (body) => {
        sent = body;
        return { body: { id: projectId } };
      },
    });
    const { user } = renderWithProviders(<ProjectForm id={projectId} />);

    expect(await screen.findByDisplayValue('Pulse Mobile App')).toBeDefined();
    // spec B §9: 4 decimals; over the estimate of 100 hours.
    // Read-only figures: text, not fields.
    expect(screen.queryByRole('textbox', { name: 'Consumed Hours' })).toBeNull();
    expect(screen.getByLabelText('Consumed Hours').textContent).toBe('120.1235 h');
    expect(descriptionOf(screen.getByLabelText('Consumed Hours'))).toBe('Over the estimate');
    expect(screen.getByLabelText('Consumed Budget').textContent).toBe('₹1,500.5000');
    const member = screen.getByRole('listitem', { name: rahul.name });
    expect(within(member).getByText('Consumed Hours: 12.2500 h')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: `Is Manager: ${rahul.name}` })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByLabelText(`Hourly Rate: ${rahul.name}`)).toHaveProperty('value', '450');

    await user.tripleClick(screen.getByLabelText('Estimated Hours'));
    await user.keyboard('150');
    await user.click(screen.getByRole('button', { name: projectTexts.updateButton }));

    await screen.findByText(projectTexts.updated);
    expect(sent).toMatchObject({
      name: 'Pulse Mobile App',
      estimatedHours: 150,
      team: [{ employeeId: rahul.id, isManager: true, hourlyRate: 450 }],
    });
  });

  it('shows not-found with a way back to the Project List for a project that does not exist', async () => {
    stubFetch({
      'GET /api/v1/projects/options': { body: options },
      [`GET /api/v1/projects/${projectId}`]: problem(404, 'Project not found.'),
    });
    renderWithProviders(<ProjectForm id={projectId} />);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Project List' }).getAttribute('href')).toBe(
      '/dashboard/projects',
    );
  });

  it('shows not-found for an id that cannot name a project, without asking for it', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/projects/options': { body: options } });
    renderWithProviders(<ProjectForm id="nope" />);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/projects/nope'))).toBe(false);
  });
});
