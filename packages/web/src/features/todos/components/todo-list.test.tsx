import { ALL_PROJECTS, type Todo } from '@pulse/shared/contracts/todos';
import { TODO_FILTER_ALL } from '@pulse/shared/domain/project-status';
import { todoPulseTexts, todoTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TodoList } from './todo-list';

const projectId = '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60';
const choices = { body: listPageOf([{ id: projectId, name: 'Pulse Mobile App', status: 2 }]) };

const todo = (overrides: Partial<Todo>): Todo => ({
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Login screen',
  status: 2,
  statusName: 'In Progress',
  projectId,
  projectName: 'Pulse Mobile App',
  members: [{ employeeId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', name: 'Rahul Mehta', employeeCode: 'E-7' }],
  consumedHours: 1.23456,
  canEdit: true,
  ...overrides,
});

const renderList = (props: { projectId: string | undefined; isAdmin: boolean }) =>
  renderWithProviders(
    <TodoList {...props} status={TODO_FILTER_ALL} onProjectChange={vi.fn()} onStatusChange={vi.fn()} />,
  );

// The list as the route drives it: the project chosen becomes the one shown (the route keeps it in
// the address; here a state does).
const ChoosingList = () => {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return (
    <TodoList
      projectId={chosen}
      isAdmin={false}
      status={TODO_FILTER_ALL}
      onProjectChange={setChosen}
      onStatusChange={() => undefined}
    />
  );
};

// The spec's text keeps its two spaces (spec B §8), which Testing Library's matching would collapse.
const hasExactText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TodoList', () => {
  it("says 'No ToDos  Found for this project.' as an Error notice and on the page, without Add for an employee", async () => {
    stubFetch({ 'GET /api/v1/projects/choices': choices, 'GET /api/v1/todos': { body: listPageOf([]) } });
    renderList({ projectId, isAdmin: false });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Error')).toBeDefined();
    expect(notice.textContent).toBe(`Error${todoTexts.noTodos}`);
    // The page says it too, where the tiles would be.
    expect(screen.getByText(hasExactText(todoTexts.noTodos))).toBeDefined();
    expect(screen.queryByRole('link', { name: todoTexts.addButton })).toBeNull();
  });

  it('shows the tiles with status, members and consumed hours to 4 decimals, and Edit only where it may', async () => {
    stubFetch({
      'GET /api/v1/projects/choices': choices,
      'GET /api/v1/todos': {
        body: listPageOf([
          todo({}),
          todo({ id: '6e2d3c4b-5f60-4b7c-9d8e-0f1a2b3c4d5e', name: 'Push alerts', canEdit: false }),
        ]),
      },
    });
    renderList({ projectId, isAdmin: true });

    const tile = await screen.findByRole('article', { name: 'Login screen' });
    expect(within(tile).getByText('In Progress')).toBeDefined();
    expect(within(tile).getByText('Rahul Mehta')).toBeDefined();
    expect(within(tile).getByText('1.2346 h')).toBeDefined();
    expect(within(tile).getByRole('link', { name: 'Edit Login screen' }).getAttribute('href')).toBe(
      '/dashboard/add-todo/5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    );
    const other = screen.getByRole('article', { name: 'Push alerts' });
    expect(within(other).queryByRole('link', { name: /Edit/ })).toBeNull();
    // Adding starts in the project shown.
    expect(screen.getByRole('link', { name: todoTexts.addButton }).getAttribute('href')).toBe(
      `/dashboard/add-todo?projectId=${projectId}`,
    );
  });

  it('asks for a project with an info notice before loading any to-dos', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/projects/choices': choices });
    renderList({ projectId: undefined, isAdmin: true });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Info')).toBeDefined();
    expect(within(notice).getByText(todoTexts.selectProject)).toBeDefined();
    expect(screen.getAllByText(todoTexts.selectProject)).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/projects/choices']);
  });

  it('takes the notice back once a project is chosen', async () => {
    stubFetch({
      'GET /api/v1/projects/choices': choices,
      'GET /api/v1/todos': { body: listPageOf([todo({})]) },
    });
    const { user } = renderWithProviders(<ChoosingList />);
    await screen.findByRole('alert');

    await user.click(screen.getByRole('combobox', { name: todoTexts.projectLabel }));
    await user.click(await screen.findByRole('option', { name: 'Pulse Mobile App' }));
    await screen.findByRole('article', { name: 'Login screen' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("lists every project's to-dos under 'All my projects', each tile naming its project", async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/projects/choices': choices,
      'GET /api/v1/todos': { body: listPageOf([todo({})]) },
    });
    renderList({ projectId: ALL_PROJECTS, isAdmin: false });

    const tile = await screen.findByRole('article', { name: 'Login screen' });
    expect(within(tile).getByText('Pulse Mobile App')).toBeDefined();
    // Saved from its form, the to-do comes back to this list.
    expect(within(tile).getByRole('link', { name: 'Edit Login screen' }).getAttribute('href')).toBe(
      `/dashboard/add-todo/${todo({}).id}?projectId=${ALL_PROJECTS}`,
    );
    expect(screen.getByRole('combobox', { name: todoTexts.projectLabel }).textContent).toBe(
      todoPulseTexts.allMyProjects,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/todos?status=3');
  });

  it("says an empty 'All my projects' on the page, without the one project's error notice", async () => {
    stubFetch({ 'GET /api/v1/projects/choices': choices, 'GET /api/v1/todos': { body: listPageOf([]) } });
    renderList({ projectId: ALL_PROJECTS, isAdmin: false });

    expect(await screen.findByText(todoPulseTexts.noTodosInProjects)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
