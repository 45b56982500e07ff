import { shellTexts } from '@pulse/shared/spec-texts';
import { ConfirmDialog } from '../feedback/confirm-dialog';

type LogoutDialogProps = { isOpen: boolean; isPending: boolean; onCancel: () => void; onConfirm: () => void };

export const LogoutDialog = ({ isOpen, isPending, onCancel, onConfirm }: LogoutDialogProps) => (
  <ConfirmDialog
    open={isOpen}
    question={shellTexts.logoutQuestion}
    cancelLabel="Cancel"
    confirmLabel="Logout"
    isPending={isPending}
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
);
