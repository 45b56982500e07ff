import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { onPhone } from '../../test/on-phone';
import { DataTable, type DataTableColumn } from './data-table';

type Holiday = { id: string; date: string; name: string };

const columns: DataTableColumn<Holiday>[] = [
  { key: 'date', header: 'Holiday Date', render: (holiday) => holiday.date },
  { key: 'name', header: 'Reason', render: (holiday) => holiday.name },
];

const holidays: Holiday[] = [
  { id: '1', date: '26-Jan-2026', name: 'Republic Day' },
  { id: '2', date: '15-Aug-2026', name: 'Independence Day' },
];

const settled = { isPending: false, isError: false, error: null, refetch: () => undefined };

const renderTable = (props: Partial<Parameters<typeof DataTable<Holiday>>[0]> = {}) =>
  render(
    <DataTable
      label="Holidays 2026"
      columns={columns}
      rows={holidays}
      rowKey={(holiday) => holiday.id}
      emptyText="No holidays"
      {...props}
    />,
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      ),
    },
  );

afterEach(() => vi.restoreAllMocks());

// The phone's cards, and the labels or values of one card in order.
const phoneCards = () => within(screen.getByRole('list', { name: 'Holidays 2026' })).getAllByRole('listitem');
const firstCard = () => {
  const [first] = phoneCards();
  if (!first) throw new Error('no card');
  return first;
};
const textsOf = (card: HTMLElement, role: 'term' | 'definition') =>
  within(card)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe('DataTable', () => {
  it('shows a loading placeholder until the rows arrive', () => {
    renderTable({ rows: undefined, query: { ...settled, isPending: true } });
    expect(screen.getByRole('progressbar', { name: 'Loading Holidays 2026' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the rows failed and retries on request', async () => {
    const refetch = vi.fn();
    renderTable({ rows: undefined, query: { ...settled, isError: true, error: new Error('down'), refetch } });
    expect(screen.getByRole('alert').textContent).toContain('Pulse could not be reached');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing to list', () => {
    renderTable({ rows: [], query: settled });
    expect(screen.getByText('No holidays')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows under their column headers', () => {
    renderTable({ query: settled });
    const table = screen.getByRole('table', { name: 'Holidays 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Holiday Date', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['26-Jan-2026', 'Republic Day'],
      ['15-Aug-2026', 'Independence Day'],
    ]);
  });

  it('opens a row by click, or by keyboard when the row has a name', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, rowLabel: (holiday) => `Open ${holiday.name}` });
    await userEvent.click(screen.getByText('Republic Day'));
    screen.getByRole('row', { name: 'Open Independence Day' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick.mock.calls).toEqual([[holidays[0]], [holidays[1]]]);
  });

  it('moves between server pages', async () => {
    const onPageChange = vi.fn();
    renderTable({
      paging: {
        page: 2,
        pageSize: 2,
        total: 5,
        onPageChange,
        describe: ({ page, pageCount, total }) => `Page ${page} of ${pageCount} (${total} holidays)`,
      },
    });
    expect(screen.getByText('Page 2 of 3 (5 holidays)')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('offers the next page of an infinite list', async () => {
    const fetchNextPage = vi.fn();
    renderTable({ infinite: { hasNextPage: true, isFetchingNextPage: false, fetchNextPage } });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('shows a card per row with every column labelled on a phone', () => {
    onPhone();
    renderTable({
      columns: [...columns, { key: 'hidden', header: 'Hidden', render: () => 'x', hideOnPhone: true }],
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(phoneCards()).toHaveLength(2);
    const first = firstCard();
    expect(textsOf(first, 'term')).toEqual(['Holiday Date', 'Reason']);
    expect(textsOf(first, 'definition')).toEqual(['26-Jan-2026', 'Republic Day']);
  });

  it("puts a phone card's row actions after its fields, not beside a label", () => {
    onPhone();
    renderTable({
      columns: [
        ...columns,
        {
          key: 'actions',
          header: 'Action',
          isRowActions: true,
          render: (holiday) => <button type="button">{`Delete ${holiday.name}`}</button>,
        },
      ],
    });
    const first = firstCard();
    expect(textsOf(first, 'term')).toEqual(['Holiday Date', 'Reason']);
    expect(within(first).getByRole('button', { name: 'Delete Republic Day' })).toBeDefined();
  });
});
