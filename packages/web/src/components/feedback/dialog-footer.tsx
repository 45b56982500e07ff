import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

type DialogFooterProps = {
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  // Without it the confirm button submits the dialog's form.
  onConfirm?: () => void;
  isPending: boolean;
  color?: ButtonProps['color'];
  isConfirmFocused?: boolean;
};

// Every dialog's two buttons: both wait while the answer is on its way (no second submit, no closing
// half-way), and the confirm button shows that it is working.
export const DialogFooter = ({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  isPending,
  color = 'primary',
  isConfirmFocused = false,
}: DialogFooterProps) => (
  <DialogActions>
    <Button type="button" onClick={onCancel} disabled={isPending}>
      {cancelLabel}
    </Button>
    <Button
      type={onConfirm ? 'button' : 'submit'}
      onClick={onConfirm}
      variant="contained"
      color={color}
      disabled={isPending}
      autoFocus={isConfirmFocused}
      startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-label="Working" /> : undefined}
    >
      {confirmLabel}
    </Button>
  </DialogActions>
);
