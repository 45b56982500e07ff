import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ManualTimeRequest } from '@pulse/shared/contracts/manual-time';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { MANUAL_TIME_LIMITS } from '@pulse/shared/domain/manual-time-rules';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { useId, useRef, useState } from 'react';
import { DialogFooter } from '../../../components/feedback/dialog-footer';

type DecisionDialogProps = {
  request: ManualTimeRequest;
  action: 'approve' | 'deny';
  isPending: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
};

// Approve (an optional note) or deny (a note is required: the employee reads why). Mounted only while
// open, so each opening starts without a note.
export const DecisionDialog = ({ request, action, isPending, onConfirm, onClose }: DecisionDialogProps) => {
  const titleId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A double click sends one decision: the second lands before the button is disabled, and the dialog
  // closes once the first is answered.
  const isSent = useRef(false);
  const isDeny = action === 'deny';
  const confirm = () => {
    const trimmed = note.trim();
    if (isDeny && trimmed === '') return setError(texts.noteRequired);
    if (trimmed.length > MANUAL_TIME_LIMITS.noteMaxLength) return setError(texts.noteTooLong);
    setError(null);
    if (isSent.current) return;
    isSent.current = true;
    onConfirm(trimmed);
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <DialogTitle id={titleId}>{isDeny ? texts.denyTitle : texts.approveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`${request.employee.name}: ${formatHoursColonMinutes(request.minutes)} on ${formatDayMonthYear(request.date)} (${request.from}–${request.to})`}
          </DialogContentText>
          <TextField
            label={texts.noteLabel}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            autoFocus
            error={error !== null}
            helperText={error ?? `${note.length} / ${MANUAL_TIME_LIMITS.noteMaxLength}`}
            slotProps={{ htmlInput: { 'aria-required': isDeny } }}
          />
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={isDeny ? texts.deny : texts.approve}
          onCancel={onClose}
          isPending={isPending}
          color={isDeny ? 'error' : 'success'}
        />
      </form>
    </Dialog>
  );
};
