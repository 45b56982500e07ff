import type { ProjectList as ProjectListAnswer, ProjectSummary } from '@pulse/shared/contracts/projects';
import { activityTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { ProjectList } from './project-list';

const overBudget: ProjectSummary = {
  id: '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40',
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
  consumedHours: 120.5,
  consumedBudget: 60000.12345,
  teamSize: 3,
};

const withinEstimate: ProjectSummary = {
  ...overBudget,
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  name: 'Website Revamp',
  status: 1,
  statusName: 'To be Started',
  consumedHours: 10,
  consumedBudget: 2500,
};

const answer = (items: ProjectSummary[]): ProjectListAnswer => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
  next: null,
  columns: [
    { columnKey: 'name', columnName: 'Name' },
    { columnKey: 'status', columnName: 'Status' },
    { columnKey: 'startDate', columnName: 'Start Date' },
    { columnKey: 'endDate', columnName: 'End Date' },
  ],
  currency: 'INR',
});

const renderList = (isAdmin: boolean, onStatusChange = vi.fn()) =>
  renderWithProviders(
    <ProjectList
      isAdmin={isAdmin}
      status={undefined}
      page={1}
      onStatusChange={onStatusChange}
      onPageChange={vi.fn()}
    />,
  );

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

// happy-dom gives colours as written; the theme writes them as hex.
const colorOf = (element: Element) => getComputedStyle(element).color.toLowerCase();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectList', () => {
  it('shows consumed hours and budget against the estimates to 4 decimals, labelled and grouped, red once over', async () => {
    stubFetch({ 'GET /api/v1/projects': { body: answer([overBudget, withinEstimate]) } });
    renderList(true);

    await screen.findByRole('table', { name: 'Projects' });
    const over = within(rowOf('Pulse Mobile App'));
    const hours = over.getByText('120.5000 h');
    const budget = over.getByText('₹60,000.1235');
    expect(colorOf(hours)).toBe(theme.palette.error.main.toLowerCase());
    expect(colorOf(budget)).toBe(theme.palette.error.main.toLowerCase());
    expect(over.getAllByText('(over the estimate)', { exact: false })).toHaveLength(2);
    expect(over.getByText('In Progress')).toBeDefined();
    expect(over.getByText('05-Jan-2026')).toBeDefined();
    expect(over.getByText('30-Jun-2026')).toBeDefined();

    const under = within(rowOf('Website Revamp'));
    expect(colorOf(under.getByText('10.0000 h'))).not.toBe(theme.palette.error.main.toLowerCase());
    expect(under.queryByText('(over the estimate)', { exact: false })).toBeNull();
    expect(
      under.getByRole('progressbar', { name: 'Hours used of the estimate' }).getAttribute('aria-valuenow'),
    ).toBe('10');
  });

  it('gives administrators Add, Edit and To-dos', async () => {
    stubFetch({ 'GET /api/v1/projects': { body: answer([overBudget]) } });
    renderList(true);

    await screen.findByRole('table', { name: 'Projects' });
    expect(screen.getByRole('link', { name: 'Add Project' }).getAttribute('href')).toBe(
      '/dashboard/add-project',
    );
    expect(screen.getByRole('link', { name: 'Edit Pulse Mobile App' }).getAttribute('href')).toBe(
      `/dashboard/add-project/${overBudget.id}`,
    );
    expect(screen.getByRole('link', { name: 'To-dos of Pulse Mobile App' }).getAttribute('href')).toBe(
      `/dashboard/todos/${overBudget.id}`,
    );
  });

  it('gives employees no actions', async () => {
    stubFetch({ 'GET /api/v1/projects': { body: answer([overBudget]) } });
    renderList(false);

    await screen.findByRole('table', { name: 'Projects' });
    expect(screen.getByText('Pulse Mobile App')).toBeDefined();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('filters by status and says when nothing matches', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/projects': { body: answer([]) } });
    const onStatusChange = vi.fn();
    const { user } = renderList(false, onStatusChange);

    expect(await screen.findByText(activityTexts.noRecords)).toBeDefined();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/projects?page=1&pageSize=20');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const choices = screen.getAllByRole('option').map((option) => option.textContent);
    expect(choices).toEqual(['All', 'To be Started', 'In Progress', 'On Hold', 'Completed']);
    await user.click(screen.getByRole('option', { name: 'On Hold' }));
    expect(onStatusChange).toHaveBeenCalledWith(3);
  });
});
