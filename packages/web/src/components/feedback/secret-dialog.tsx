import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { SecretShownOnce } from './secret-shown-once';

type SecretDialogProps = {
  title: string;
  // The form that makes the thing; once made, its secret takes the form's place.
  children: ReactNode;
  created: { secret: string } | null;
  secretLabel: string;
  secretTexts: ComponentProps<typeof SecretShownOnce>['texts'];
  isPending: boolean;
  onClose: () => void;
};

// A dialog that makes something with a secret (an API token, a webhook): its form, then the secret
// shown once in the same dialog. It cannot be closed while the form is being sent.
export const SecretDialog = ({
  title,
  children,
  created,
  secretLabel,
  secretTexts,
  isPending,
  onClose,
}: SecretDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {created ? (
        <DialogContent>
          <SecretShownOnce secret={created.secret} label={secretLabel} texts={secretTexts} onDone={onClose} />
        </DialogContent>
      ) : (
        children
      )}
    </Dialog>
  );
};
