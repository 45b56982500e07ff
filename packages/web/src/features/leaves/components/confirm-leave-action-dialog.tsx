import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

// spec B §4: each action asks first.
export const CONFIRM_QUESTIONS: Record<LeaveAction, string> = {
  approve: leaveTexts.confirmApprove,
  reject: leaveTexts.confirmReject,
  cancel: leaveTexts.confirmCancel,
  'mark-present': leaveTexts.confirmMarkPresent,
};

type ConfirmLeaveActionDialogProps = {
  action: LeaveAction | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// spec B §2: 'Confirm The Action' with Yes and No.
export const ConfirmLeaveActionDialog = ({
  action,
  isPending,
  onConfirm,
  onClose,
}: ConfirmLeaveActionDialogProps) => (
  <ConfirmDialog
    open={action !== null}
    title={leaveTexts.confirmTitle}
    question={action ? CONFIRM_QUESTIONS[action] : ''}
    cancelLabel="No"
    confirmLabel="Yes"
    isPending={isPending}
    onCancel={onClose}
    onConfirm={onConfirm}
  />
);
