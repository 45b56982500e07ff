import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { leaveTexts } from '@pulse/shared/spec-texts';

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
  <Dialog
    open={action !== null}
    onClose={isPending ? undefined : onClose}
    aria-labelledby="confirm-leave-action-title"
    aria-describedby="confirm-leave-action-question"
  >
    <DialogTitle id="confirm-leave-action-title">{leaveTexts.confirmTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText id="confirm-leave-action-question">
        {action ? CONFIRM_QUESTIONS[action] : ''}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} disabled={isPending}>
        No
      </Button>
      <Button onClick={onConfirm} variant="contained" disabled={isPending} autoFocus>
        Yes
      </Button>
    </DialogActions>
  </Dialog>
);
