import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@pulse/shared/contracts/notifications';
import { canResendMail, shouldShowLastError } from '@pulse/shared/domain/mail-status';
import { outboxPulseTexts as texts } from '@pulse/shared/spec-texts';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useResendMail } from '../api/resend-mail';
import { MailAttachments } from './mail-attachments';
import { MailStatusChip } from './mail-status-chip';

type OutboxMailDialogProps = {
  mail: OutboxMail | null;
  onClose: () => void;
  // The mail as the server has it after Resend: pending, its attempts afresh.
  onResent: (mail: OutboxMail) => void;
};

// One mail as its recipient reads it, with why it has not arrived (the SMTP server's answer) and, once
// the worker gave up, a way to send it again.
export const OutboxMailDialog = ({ mail, onClose, onResent }: OutboxMailDialogProps) => {
  const resend = useResendMail();
  const toast = useToast();
  const feedback = useMutationFeedback();
  return (
    <Dialog open={mail !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{mail?.subject}</DialogTitle>
      <DialogContent dividers>
        {mail && (
          <>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                To: {mail.toAddress}
              </Typography>
              <MailStatusChip status={mail.status} />
            </Stack>
            {shouldShowLastError(mail) && (
              // SMTP answers are long words (addresses, codes): they wrap rather than widen a phone's dialog.
              <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {`${texts.lastError}: ${mail.lastError}`}
              </Alert>
            )}
            <MailAttachments mail={mail} />
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {mail.textBody}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {mail && canResendMail(mail.status) && (
          <Button
            variant="contained"
            disabled={resend.isPending}
            startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() =>
              resend.mutate(mail.id, {
                onSuccess: (resent) => {
                  onResent(resent);
                  toast.success(texts.resent);
                },
                onError: feedback.onError,
              })
            }
          >
            {texts.resend}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
