import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatWeekRange, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useApproveTimesheet } from '../api/approve-timesheet';
import { useDownloadTimesheetPdf } from '../api/download-timesheet-pdf';
import { useRejectTimesheet } from '../api/reject-timesheet';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import { NOTE_FIELD, REASON_FIELD, TextDialog } from './text-dialog';

// spec A §9: file notices last 3 seconds.
const FILE_TOAST_MS = 3000;

type Dialog = 'submit' | 'approve' | 'reject' | null;

// What the caller may do with the week, as the server's canSubmit / canApprove / canReject say, and
// the week's PDF for everyone who may read it.
export const TimesheetWeekActions = ({ week }: { week: TimesheetWeek }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const submit = useSubmitTimesheet();
  const approve = useApproveTimesheet();
  const reject = useRejectTimesheet();
  const download = useDownloadTimesheetPdf();
  const key = { employeeId: week.employee.id, weekStart: week.weekStart };
  const range = formatWeekRange(week.weekStart, week.weekEnd);
  const close = () => setDialog(null);
  const done = (text: string) => () => {
    toast.success(text);
    close();
  };

  // A double click approves once: the second click lands before the button is disabled.
  const confirmApprove = useGuardedSubmit(() =>
    approve.mutateAsync(key, {
      onSuccess: done(texts.approved),
      onError: (error) => {
        feedback.onError(error);
        close();
      },
    }),
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {week.canSubmit && (
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => setDialog('submit')}>
          {timesheetTexts.submitButton}
        </Button>
      )}
      {week.canApprove && (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          onClick={() => setDialog('approve')}
        >
          {timesheetTexts.approveButton}
        </Button>
      )}
      {week.canReject && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          onClick={() => setDialog('reject')}
        >
          {timesheetTexts.rejectButton}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={download.isPending ? <CircularProgress size={16} /> : <DownloadOutlinedIcon />}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(
            { ...key, employeeCode: week.employee.employeeCode },
            {
              onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`, { durationMs: FILE_TOAST_MS }),
              onError: feedback.onError,
            },
          )
        }
      >
        {texts.downloadPdf}
      </Button>

      {dialog === 'submit' && (
        <TextDialog
          title={texts.submitTitle}
          paragraphs={[range, texts.submitQuestion]}
          field={NOTE_FIELD}
          confirmLabel={timesheetTexts.submitButton}
          isPending={submit.isPending}
          onConfirm={(note) =>
            submit.mutateAsync({ ...key, body: { note } }, { onSuccess: done(texts.submitted) })
          }
          onCancel={close}
        />
      )}
      <ConfirmDialog
        open={dialog === 'approve'}
        title={texts.approveTitle}
        question={`Approve ${week.employee.name}'s week ${range}?`}
        cancelLabel={texts.cancel}
        confirmLabel={timesheetTexts.approveButton}
        isPending={approve.isPending}
        onCancel={close}
        onConfirm={confirmApprove}
      />
      {dialog === 'reject' && (
        <TextDialog
          title={texts.rejectTitle}
          paragraphs={[`Reject ${week.employee.name}'s week ${range}? They can submit it again.`]}
          field={REASON_FIELD}
          confirmLabel={timesheetTexts.rejectButton}
          confirmColor="error"
          isPending={reject.isPending}
          onConfirm={(reason) =>
            reject.mutateAsync({ ...key, body: { reason } }, { onSuccess: done(texts.rejected) })
          }
          onCancel={close}
        />
      )}
    </Box>
  );
};
