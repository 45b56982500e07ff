import { useLeavesForApproval } from '../api/get-leaves-for-approval';
import { useMyLeaves } from '../api/get-my-leaves';
import { useLeaveRowHandlers } from './leave-actions-provider';
import { LeavesTable } from './leaves-table';

// Your Applied Leaves (spec B §2).
export const AppliedLeavesPanel = () => {
  const handlers = useLeaveRowHandlers();
  return <LeavesTable label="Your Applied Leaves" pages={useMyLeaves()} {...handlers} />;
};

// Leaves For Your Approval (spec B §2).
export const LeavesForApprovalPanel = () => {
  const handlers = useLeaveRowHandlers();
  return <LeavesTable label="Leaves For Your Approval" pages={useLeavesForApproval()} {...handlers} />;
};
