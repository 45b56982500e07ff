import { employeeTexts } from '@pulse/shared/spec-texts';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

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
  <ConfirmDialog
    open={isOpen}
    title={employeeTexts.deleteTitle}
    question={employeeTexts.deleteQuestion}
    cancelLabel="Cancel"
    confirmLabel="Delete"
    isDestructive
    isPending={isDeleting}
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
);
