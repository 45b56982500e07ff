import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInBrowserOutlinedIcon from '@mui/icons-material/OpenInBrowserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_FILE_FORMAT_NAMES } from '@pulse/shared/contracts/activity';
import type { SavedReport } from '@pulse/shared/contracts/saved-reports';
import { REPORT_SCHEDULE_NAMES } from '@pulse/shared/domain/report-schedule';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeleteSavedReport } from '../api/delete-saved-report';
import { useSavedReports } from '../api/get-saved-reports';
import { SavedReportDialog } from './saved-report-dialog';
import { describeFilters, describeNextMail } from './saved-report-summary';

type SavedReportsListProps = {
  // Shows the report on the page that lists it (the Reports page applies its filters); without it
  // the list offers no Open.
  onOpen?: (savedReport: SavedReport) => void;
  emptyText?: string;
};

// The caller's saved reports: what each covers, when its next mail goes, and Open, Edit (name, format,
// mail) and Delete (after a question).
export const SavedReportsList = ({ onOpen, emptyText = texts.empty }: SavedReportsListProps) => {
  const list = useSavedReports();
  const remove = useDeleteSavedReport();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const [editing, setEditing] = useState<SavedReport | null>(null);
  const [deleting, setDeleting] = useState<SavedReport | null>(null);

  if (list.isPending) return <LoadingRows label="Loading saved reports" height={72} count={2} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState text={emptyText} />;

  return (
    <>
      <Stack component="ul" aria-label={texts.heading} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data.items.map((savedReport) => (
          <Paper component="li" key={savedReport.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{savedReport.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${describeFilters(savedReport)} · ${REPORT_FILE_FORMAT_NAMES[savedReport.format]}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {savedReport.schedule === 'none'
                    ? texts.notMailed
                    : `${REPORT_SCHEDULE_NAMES[savedReport.schedule]} to ${savedReport.recipients
                        .map((person) => person.name)
                        .join(', ')}. ${describeNextMail(savedReport)}.`}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {onOpen && (
                  <Button
                    size="small"
                    startIcon={<OpenInBrowserOutlinedIcon />}
                    aria-label={`${texts.open} ${savedReport.name}`}
                    onClick={() => onOpen(savedReport)}
                  >
                    {texts.open}
                  </Button>
                )}
                <Button
                  size="small"
                  startIcon={<EditOutlinedIcon />}
                  aria-label={`${texts.edit} ${savedReport.name}`}
                  onClick={() => setEditing(savedReport)}
                >
                  {texts.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlinedIcon />}
                  aria-label={`${texts.delete} ${savedReport.name}`}
                  onClick={() => setDeleting(savedReport)}
                >
                  {texts.delete}
                </Button>
              </Box>
            </Box>
          </Paper>
        ))}
      </Stack>
      {editing && <SavedReportDialog target={{ savedReport: editing }} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.delete}
        question={deleting ? texts.deleteQuestion(deleting.name) : ''}
        cancelLabel={texts.cancel}
        confirmLabel={texts.delete}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(texts.deleted);
              setDeleting(null);
            },
            onError: feedback.onError,
          });
        }}
      />
    </>
  );
};
