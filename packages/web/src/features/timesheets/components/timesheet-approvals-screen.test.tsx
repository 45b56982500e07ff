import type { TimesheetApprovalItem } from '@pulse/shared/contracts/timesheets';
import { addDays } from '@pulse/shared/domain/organization-day';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { lockedMessage, timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TimesheetApprovalsScreen } from './timesheet-approvals-screen';
import { MONDAY, manager, priya } from './timesheet-fixtures';

const arjun = { id: '5a2f1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b06', name: 'Arjun Das', employeeCode: 'DEV-4' };
const item = (employee: typeof priya, weekStart: string, change: Partial<TimesheetApprovalItem> = {}) => ({
  employee,
  weekStart,
  weekEnd: addDays(weekStart, 6),
  status: 'submitted' as const,
  submittedAt: '2026-11-23T04:00:00.000Z',
  note: null,
  totalMinutes: 2400,
  idleMinutes: 95,
  manualMinutes: 30,
  approvedMinutes: null,
  differenceMinutes: 0,
  pendingChanges: [],
  isLocked: false,
  ...change,
});
const LAST_WEEK = addDays(MONDAY, -7);
const items = [
  item(priya, MONDAY),
  item(arjun, MONDAY),
  // An approved week a late upload re-opened, 0:45 more than approved, in a week since locked.
  item(priya, LAST_WEEK, {
    approvedMinutes: 2355,
    differenceMinutes: 45,
    pendingChanges: [{ kind: 'tracker-upload', date: addDays(LAST_WEEK, 2), at: '2026-11-20T04:00:00.000Z' }],
    isLocked: true,
  }),
];

describe('TimesheetApprovalsScreen', () => {
  it('approves the selected weeks together and says which went through and which were refused', async () => {
    let decision: unknown;
    stubFetch({
      'GET /api/v1/timesheet-approvals': { body: listPageOf(items) },
      'POST /api/v1/timesheet-approvals/decide': (body) => {
        decision = body;
        return {
          body: {
            results: [
              { employeeId: priya.id, weekStart: MONDAY, isDone: true, status: 'approved', message: null },
              { employeeId: arjun.id, weekStart: MONDAY, isDone: true, status: 'approved', message: null },
              {
                employeeId: priya.id,
                weekStart: LAST_WEEK,
                isDone: false,
                status: 'submitted',
                message: lockedMessage('2026-11-15'),
              },
            ],
          },
        };
      },
    });
    const onOpenWeek = vi.fn();
    const { user } = renderWithProviders(
      <TimesheetApprovalsScreen
        filter={{ status: 'waiting' }}
        onFilterChange={vi.fn()}
        onOpenWeek={onOpenWeek}
      />,
      { me: manager },
    );
    const table = await screen.findByRole('table', {
      name: `${timesheetTexts.approvalsTitle}: ${texts.waiting}`,
    });
    // The re-opened week's difference stands out, signed.
    expect(within(table).getByText('+0:45').tagName).toBe('MARK');
    expect(within(table).getByText('Tracker upload 11-Nov')).toBeDefined();

    await user.click(screen.getByRole('checkbox', { name: texts.selectAll }));
    await user.click(screen.getByRole('button', { name: texts.approveSelected }));
    const dialog = await screen.findByRole('dialog', { name: texts.approveTitle });
    expect(within(dialog).getByText('Approve 3 weeks?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: timesheetTexts.approveButton }));

    await screen.findByText('Approved 2 weeks');
    expect(decision).toEqual({
      action: 'approve',
      weeks: items.map((entry) => ({ employeeId: entry.employee.id, weekStart: entry.weekStart })),
    });
    expect(screen.getByText('1 week was not decided:')).toBeDefined();
    expect(
      screen.getByText(`Priya Nair, 09-Nov-2026 To 15-Nov-2026: ${lockedMessage('2026-11-15')}`),
    ).toBeDefined();

    // A row opens its week.
    await user.click(within(table).getByText('Arjun Das'));
    expect(onOpenWeek).toHaveBeenCalledWith(items[1]);
  });
});
