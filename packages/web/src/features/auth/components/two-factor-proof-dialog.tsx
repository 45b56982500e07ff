import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { twoFactorProofBodySchema, twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';

type TwoFactorProofDialogProps = {
  title: string;
  question: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  // Sends the proof; a wrong one comes back with a field error that shows under the field.
  onConfirm: (proof: string) => Promise<unknown>;
  onOtherError: (error: unknown) => void;
  onCancel: () => void;
};

// Hardening (two-factor sign-in): turning it off or making new recovery codes asks again who is there,
// with a current code (or a recovery code) or the password. Mounted only while open, so each opening
// starts empty.
export const TwoFactorProofDialog = ({
  title,
  question,
  confirmLabel,
  isDestructive = false,
  isPending,
  onConfirm,
  onOtherError,
  onCancel,
}: TwoFactorProofDialogProps) => {
  const titleId = useId();
  const { control, handleSubmit, setError, getValues } = useForm({
    resolver: zodResolver(twoFactorProofBodySchema),
    defaultValues: { proof: '' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const onSubmit = useGuardedSubmit(
    handleSubmit(async ({ proof }) => {
      try {
        await onConfirm(proof);
      } catch (error) {
        if (!showFieldErrors(error)) onOtherError(error);
      }
    }),
  );
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary' }}>{question}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{twoFactorTexts.proofPrompt}</DialogContentText>
          <FormTextField
            control={control}
            name="proof"
            label={twoFactorTexts.proofCodeOrPassword}
            type="password"
            autoComplete="off"
            autoFocus
            isRequired
          />
        </DialogContent>
        <DialogFooter
          cancelLabel={twoFactorTexts.cancel}
          confirmLabel={confirmLabel}
          onCancel={onCancel}
          isPending={isPending}
          color={isDestructive ? 'error' : 'primary'}
        />
      </form>
    </Dialog>
  );
};
