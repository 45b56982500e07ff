import type { Todo } from '@pulse/shared/contracts/todos';
import { todoPulseTexts, todoTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { TodoForm } from './todo-form';

const projectId = '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60';
const otherProjectId = '1c7a5b2f-8d3e-4f40-8b9c-2d3e4f5a6b71';
const rahul = {
  employeeId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'E-7',
};
const priya = { employeeId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21', name: 'Priya Shah', employeeCode: 'E-1' };

const todo: Todo = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Login screen',
  status: 2,
  statusName: 'In Progress',
  projectId,
  projectName: 'Pulse Mobile App',
  members: [rahul],
  consumedHours: 2.5,
  canEdit: true,
};

const choices = {
  body: listPageOf([
    { id: projectId, name: 'Pulse Mobile App', status: 2 },
    { id: otherProjectId, name: 'Website', status: 1 },
  ]),
};

const projectDetail = (id: string, team: (typeof rahul)[]) => ({
  body: {
    id,
    name: 'Project',
    description: 'A project',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 2,
    statusName: 'In Progress',
    estimatedBudget: 1000,
    estimatedHours: 100,
    timesheetInterval: 1,
    timesheetIntervalName: 'Weekly',
    consumedHours: 0,
    consumedBudget: 0,
    teamSize: team.length,
    team: team.map((member) => ({ ...member, isManager: false, hourlyRate: 10, consumedHours: 0 })),
    currency: 'INR',
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TodoForm', () => {
  it("shows spec B §5's three required messages when added empty, and sends nothing", async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/projects/choices': choices });
    const { user } = renderWithProviders(
      <TodoForm id={undefined} isAdmin initialProjectId={undefined} onSaved={vi.fn()} />,
    );

    await user.click(await screen.findByRole('button', { name: todoTexts.addButton }));

    await screen.findByText(todoTexts.nameRequired);
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe(todoTexts.nameRequired);
    expect(screen.getByText(todoTexts.projectRequired)).toBeDefined();
    expect(descriptionOf(screen.getByRole('combobox', { name: 'Members' }))).toBe(todoTexts.memberRequired);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('adds a to-do in the project the list passed, with a member of its team, once on a double click', async () => {
    const onSaved = vi.fn();
    const fetchMock = stubFetch({
      'GET /api/v1/projects/choices': choices,
      [`GET /api/v1/projects/${projectId}`]: projectDetail(projectId, [rahul, priya]),
      'POST /api/v1/todos': { status: 201, body: { id: todo.id } },
    });
    const { user } = renderWithProviders(
      <TodoForm id={undefined} isAdmin initialProjectId={projectId} onSaved={onSaved} />,
    );

    await user.type(await screen.findByLabelText('Name'), 'Login screen');
    await user.click(screen.getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: 'Rahul Mehta (E-7)' }));
    await user.dblClick(screen.getByRole('button', { name: todoTexts.addButton }));

    await screen.findByText(todoTexts.added);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      name: 'Login screen',
      projectId,
      memberIds: [rahul.employeeId],
      isCompleted: false,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(projectId), { timeout: 3000 });
  });

  it("keeps only the new project's team members when the project changes", async () => {
    stubFetch({
      'GET /api/v1/projects/choices': choices,
      [`GET /api/v1/todos/${todo.id}`]: { body: { ...todo, members: [rahul, priya] } },
      [`GET /api/v1/projects/${projectId}`]: projectDetail(projectId, [rahul, priya]),
      [`GET /api/v1/projects/${otherProjectId}`]: projectDetail(otherProjectId, [priya]),
    });
    const { user } = renderWithProviders(
      <TodoForm id={todo.id} isAdmin initialProjectId={undefined} onSaved={vi.fn()} />,
    );

    const members = await screen.findByRole('combobox', { name: 'Members' });
    const field = members.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(field).getByText('Rahul Mehta')).toBeDefined();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(screen.getByRole('option', { name: 'Website' }));

    await waitFor(() => expect(within(field).queryByText('Rahul Mehta')).toBeNull());
    expect(within(field).getByText('Priya Shah')).toBeDefined();
    expect(screen.getByLabelText('Consumed Hours').textContent).toBe('2.5000 h');
  });

  it("puts the server's refusal of a member under Members", async () => {
    stubFetch({
      'GET /api/v1/projects/choices': choices,
      [`GET /api/v1/todos/${todo.id}`]: { body: todo },
      [`GET /api/v1/projects/${projectId}`]: projectDetail(projectId, [rahul]),
      [`PUT /api/v1/todos/${todo.id}`]: problem(400, 'Validation failed', [
        { path: 'memberIds', message: todoPulseTexts.memberNotOnTeam },
      ]),
    });
    const { user } = renderWithProviders(
      <TodoForm id={todo.id} isAdmin initialProjectId={undefined} onSaved={vi.fn()} />,
    );

    await user.click(await screen.findByRole('button', { name: todoTexts.updateButton }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('combobox', { name: 'Members' }))).toBe(
        todoPulseTexts.memberNotOnTeam,
      ),
    );
  });

  it('lets an assigned employee change only Mark As Completed, saved through the completion call', async () => {
    const fetchMock = stubFetch({
      [`GET /api/v1/todos/${todo.id}`]: { body: todo },
      [`PUT /api/v1/todos/${todo.id}/completion`]: { body: { id: todo.id } },
    });
    const { user } = renderWithProviders(
      <TodoForm id={todo.id} isAdmin={false} initialProjectId={undefined} onSaved={vi.fn()} />,
    );

    const checkbox = await screen.findByRole('checkbox', { name: todoTexts.markAsCompleted });
    expect(checkbox).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Project' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Members' })).toHaveProperty('disabled', true);
    // A chip that can be removed is a button (with its ×); these are names only.
    expect(screen.getByText('Rahul Mehta')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Rahul Mehta/ })).toBeNull();
    // Worked out from tracked time: text, not a field.
    expect(screen.queryByRole('textbox', { name: 'Consumed Hours' })).toBeNull();
    expect(screen.getByLabelText('Consumed Hours').textContent).toBe('2.5000 h');
    const enabled = [...document.querySelectorAll('input, textarea')].filter(
      (input) => !(input as HTMLInputElement).disabled && !(input as HTMLInputElement).readOnly,
    );
    // MUI's select keeps a hidden native input for the form; it is not a control the user reaches.
    expect(enabled.filter((input) => input.getAttribute('aria-hidden') !== 'true')).toEqual([checkbox]);

    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: todoTexts.updateButton }));

    await screen.findByText(todoTexts.updated);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(`/api/v1/todos/${todo.id}/completion`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ isCompleted: true });
  });

  it('shows the not-found page with a way back to the Todo List for an unknown id', async () => {
    stubFetch({
      'GET /api/v1/projects/choices': choices,
      [`GET /api/v1/todos/${todo.id}`]: problem(404, 'To-do not found'),
    });
    renderWithProviders(<TodoForm id={todo.id} isAdmin initialProjectId={undefined} onSaved={vi.fn()} />);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Todo List' }).getAttribute('href')).toBe(
      '/dashboard/todos',
    );
  });
});
