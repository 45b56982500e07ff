import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { shellTexts } from '@pulse/shared/spec-texts';

type LogoutDialogProps = { isOpen: boolean; isPending: boolean; onCancel: () => void; onConfirm: () => void };

export const LogoutDialog = ({ isOpen, isPending, onCancel, onConfirm }: LogoutDialogProps) => (
  <Dialog open={isOpen} onClose={onCancel} aria-labelledby="logout-question">
    <DialogContent>
      <DialogContentText id="logout-question" sx={{ color: 'text.primary' }}>
        {shellTexts.logoutQuestion}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button onClick={onConfirm} variant="contained" disabled={isPending}>
        Logout
      </Button>
    </DialogActions>
  </Dialog>
);
