import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { employeeTexts } from '@pulse/shared/spec-texts';

type DeleteEmployeeDialogProps = {
  isOpen: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// spec A §2: 'Confirm!' / 'Are you sure you want to delete this employee?' / Cancel, Delete.
export const DeleteEmployeeDialog = ({
  isOpen,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteEmployeeDialogProps) => (
  <Dialog open={isOpen} onClose={isDeleting ? undefined : onCancel} aria-labelledby="delete-employee-title">
    <DialogTitle id="delete-employee-title">{employeeTexts.deleteTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText>{employeeTexts.deleteQuestion}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel} disabled={isDeleting}>
        Cancel
      </Button>
      <Button
        onClick={onConfirm}
        color="error"
        variant="contained"
        disabled={isDeleting}
        startIcon={isDeleting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Delete
      </Button>
    </DialogActions>
  </Dialog>
);
