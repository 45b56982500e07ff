import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { DialogFooter } from './dialog-footer';

type ConfirmDialogProps = {
  open: boolean;
  // Without a title the question names the dialog (the logout question has none in the spec).
  title?: string;
  question: ReactNode;
  // What the question is about, below it (a document's name, a holiday's date).
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  // A deletion: the confirm button is red and does not take the focus.
  isDestructive?: boolean;
  isPending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// Every "are you sure?" of the app: the spec's title, question and button labels; while the change
// runs, neither button nor Escape closes it, and the confirm button shows a spinner.
export const ConfirmDialog = ({
  open,
  title,
  question,
  children,
  cancelLabel,
  confirmLabel,
  isDestructive = false,
  isPending = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={title ? titleId : questionId}
      aria-describedby={title ? questionId : undefined}
    >
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={questionId} sx={title ? undefined : { color: 'text.primary' }}>
          {question}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogFooter
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        onCancel={onCancel}
        onConfirm={onConfirm}
        isPending={isPending}
        color={isDestructive ? 'error' : 'primary'}
        isConfirmFocused={!isDestructive}
      />
    </Dialog>
  );
};
