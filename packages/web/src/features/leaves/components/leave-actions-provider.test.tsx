import type { Leave } from '@pulse/shared/contracts/leaves';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { LeaveActionsProvider, useLeaveRowHandlers } from './leave-actions-provider';

const person = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'DEMO-EMP-2-00000007',
};
const leave: Leave = {
  id: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c51',
  employee: person,
  appliedBy: person,
  managers: [],
  leaveType: 1,
  leaveTypeName: 'Full Day',
  fromDate: '2026-12-10',
  toDate: '2026-12-11',
  description: 'Family function',
  status: 1,
  statusName: 'Pending',
  decidedBy: null,
  leavesApplied: 2,
  actions: ['approve', 'reject'],
  createdAt: '2026-11-23T04:00:00.000Z',
};

// A row's Approve button, as the leaves tables call the provider.
const ApproveButton = () => {
  const { onAction } = useLeaveRowHandlers();
  return (
    <button type="button" onClick={() => onAction(leave, 'approve')}>
      Approve
    </button>
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LeaveActionsProvider', () => {
  it('approves once when Yes is double-clicked (spec B §4)', async () => {
    const fetchMock = stubFetch({
      [`POST /api/v1/leaves/${leave.id}/approve`]: {
        body: { ...leave, status: 2, statusName: 'Approved', decidedBy: person, actions: ['reject'] },
      },
    });
    const { user } = renderWithProviders(
      <LeaveActionsProvider>
        <ApproveButton />
      </LeaveActionsProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: leaveTexts.confirmTitle });
    expect(dialog.textContent).toContain(leaveTexts.confirmApprove);
    await user.dblClick(screen.getByRole('button', { name: 'Yes' }));

    await screen.findByText(leaveTexts.approved);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
