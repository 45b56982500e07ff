import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { outboxPulseTexts as texts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useResendFailedMails } from '../api/resend-failed-mails';

// After an outage of the mail server every mail of those minutes has failed: one click (asked first,
// as it sends mail to many people) puts them all back in the queue. Shown only while there are some.
export const ResendFailedButton = ({ failedCount }: { failedCount: number }) => {
  const [isAsking, setIsAsking] = useState(false);
  // The count the question named: the list refreshes (to none failed) before the dialog has closed.
  const [askedCount, setAskedCount] = useState(failedCount);
  const resend = useResendFailedMails();
  const toast = useToast();
  const feedback = useMutationFeedback();
  return (
    <>
      {failedCount > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="outlined"
            onClick={() => {
              setAskedCount(failedCount);
              setIsAsking(true);
            }}
          >
            {texts.resendFailed(failedCount)}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={isAsking}
        title={texts.resendFailedTitle}
        question={texts.resendFailedQuestion(askedCount)}
        cancelLabel={texts.cancel}
        confirmLabel={texts.resend}
        isPending={resend.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          resend.mutate(undefined, {
            onSuccess: ({ resent }) => {
              setIsAsking(false);
              toast.success(texts.failedResent(resent));
            },
            onError: (error) => {
              setIsAsking(false);
              feedback.onError(error);
            },
          })
        }
      />
    </>
  );
};
