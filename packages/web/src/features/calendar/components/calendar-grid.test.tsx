import type { CalendarEntry } from '@pulse/shared/contracts/calendar';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weeksOf } from '../calendar-days';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';

const person = (name: string) => ({ id: crypto.randomUUID(), name, employeeCode: 'DEMO-EMP-1-00000002' });
const entry = (overrides: Partial<CalendarEntry>): CalendarEntry => ({
  employee: null,
  kind: 'leave',
  fromDate: '2026-03-12',
  toDate: '2026-03-12',
  isHalfDay: false,
  status: 'approved',
  typeName: null,
  title: 'Away',
  ...overrides,
});

const ENTRIES: CalendarEntry[] = [
  entry({ employee: person('Vikram Singh'), fromDate: '2026-03-04', toDate: '2026-03-06' }),
  entry({ employee: person('Rahul Mehta'), status: 'pending', typeName: 'Full Day', title: 'Full Day' }),
  entry({ kind: 'holiday', fromDate: '2026-03-14', toDate: '2026-03-14', title: 'Holi' }),
  entry({ kind: 'weekly-off', fromDate: '2026-03-15', toDate: '2026-03-15', title: 'Weekly off' }),
];

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('CalendarGrid (month)', () => {
  it('lays March 2026 out in whole weeks from Monday, listing who is away on each day', () => {
    render(
      <CalendarGrid
        weeks={weeksOf('2026-03-18', 'month')}
        entries={ENTRIES}
        month="2026-03-18"
        today="2026-03-02"
      />,
    );

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const cells = screen.getAllByRole('gridcell');
    // 23 February (a Monday) to 5 April (a Sunday): six weeks.
    expect(cells).toHaveLength(42);
    expect(cells[0]?.getAttribute('aria-label')).toBe('Monday, 23 February 2026');
    expect(cells[41]?.getAttribute('aria-label')).toBe('Sunday, 5 April 2026');
    expect(cell('Monday, 2 March 2026').getAttribute('aria-current')).toBe('date');

    // A leave over several days shows on each of them, as "Away" for a colleague.
    for (const day of ['Wednesday, 4 March 2026', 'Thursday, 5 March 2026', 'Friday, 6 March 2026'])
      expect(within(cell(day)).getByText('Vikram Singh').textContent).toBeTruthy();
    expect(within(cell('Wednesday, 4 March 2026')).getByText(/Away/).textContent).toBeTruthy();
    expect(within(cell('Saturday, 7 March 2026')).queryByText('Vikram Singh')).toBeNull();

    // A pending leave the caller may decide: its type and a Pending label.
    const pending = within(cell('Thursday, 12 March 2026'));
    expect(pending.getByText('Rahul Mehta').textContent).toBeTruthy();
    expect(pending.getByText(/Full Day/).textContent).toBeTruthy();
    expect(pending.getByText('Pending').textContent).toBeTruthy();

    expect(within(cell('Saturday, 14 March 2026')).getByText('Holi').textContent).toBeTruthy();
    expect(within(cell('Sunday, 15 March 2026')).getByText('Weekly off').textContent).toBeTruthy();
  });
});

describe('CalendarDayList (a phone)', () => {
  it('lists only the days with an absence or a holiday, one under another', () => {
    render(<CalendarDayList days={weeksOf('2026-03-18', 'month').flat()} entries={ENTRIES} />);
    const days = within(screen.getByRole('list', { name: 'Calendar' }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(days).toEqual([
      'Wednesday, 4 March 2026',
      'Thursday, 5 March 2026',
      'Friday, 6 March 2026',
      'Thursday, 12 March 2026',
      'Saturday, 14 March 2026',
    ]);
  });
});
