import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SalarySheetIssue, SalarySheetPreview } from '@pulse/shared/contracts/payroll';
import { MONTH_IDS, monthName, uploadYearChoices } from '@pulse/shared/domain/salary-slip';
import { paths } from '@pulse/shared/paths';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { usePayrollExists } from '../api/check-payroll-exists';
import { usePayrollSheet } from '../api/get-payroll-sheet';
import { SAMPLE_SHEET_HREF } from '../api/get-sample-sheet';
import { usePreviewSalarySheet } from '../api/preview-salary-sheet';
import { useSavePayroll } from '../api/save-payroll';
import { SalarySheetPreviewTable } from './salary-sheet-preview-table';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type PayrollUploadFormProps = { year: number; month?: number };

// Problems of a failed save ('row 7, Basic') in the preview's shape, so the table can mark them.
const toIssues = (error: unknown): SalarySheetIssue[] =>
  error instanceof ApiError
    ? error.fieldErrors.map(({ path, message }) => {
        const match = /^row (\d+)(?:, (.+))?$/.exec(path);
        return { row: match ? Number(match[1]) : null, column: match?.[2] ?? null, path, message };
      })
    : [];

// Add (no month given) or edit (month given) one month's salary sheet (spec B §2, §4).
export const PayrollUploadForm = ({ year, month }: PayrollUploadFormProps) => {
  const isEdit = month !== undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileLabelId = useId();
  const [selectedMonth, setSelectedMonth] = useState<number | null>(month ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SalarySheetPreview | null>(null);
  const [saveIssues, setSaveIssues] = useState<SalarySheetIssue[]>([]);
  const [isDone, setIsDone] = useState(false);
  const afterSuccess = useAfterSuccess();
  const exists = usePayrollExists(year, isEdit ? null : selectedMonth);
  const stored = usePayrollSheet(year, month ?? 0, isEdit);
  const previewing = usePreviewSalarySheet();
  const saving = useSavePayroll();
  const listHref = `${paths.payroll.getHref()}?year=${year}`;
  // spec B §9: 50 years from the current one (plus the carried year, should it be older).
  const yearChoices = uploadYearChoices(new Date().getFullYear());
  if (!yearChoices.includes(year)) yearChoices.push(year);

  // The month becomes "uploaded" by this very save: once it runs, the check's answer is no refusal.
  const isBlocked = !isEdit && exists.data?.exists === true && saving.isIdle;
  const canPick = selectedMonth !== null && !isBlocked && (isEdit || exists.isSuccess) && !isDone;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again after fixing it still fires a change
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setSaveIssues([]);
    previewing.mutate(chosen, {
      onSuccess: setPreview,
      onError: feedback.onError,
    });
  };

  const save = useGuardedSubmit(async () => {
    if (!file || selectedMonth === null) {
      navigate(listHref); // spec B §4: saving without a file goes back to the list
      return;
    }
    await saving.mutateAsync(
      { year, month: selectedMonth, file, isEdit },
      {
        onSuccess: () => {
          toast.success(isEdit ? payrollTexts.updated : payrollTexts.added);
          setIsDone(true);
          // spec B §4: the list comes back 2 seconds later.
          afterSuccess(() => navigate(listHref));
        },
        onError: (error) => {
          setSaveIssues(toIssues(error));
          toast.error(
            error instanceof ApiError && error.status < 500 ? error.detail : payrollTexts.tryAgainLater,
          );
        },
      },
    );
  });

  const previewIssues = (preview?.errors.length ?? 0) + saveIssues.length;
  const shownPreview = preview ?? (isEdit && !file ? stored.data : undefined);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <UnsavedChangesPrompt hasUnsavedChanges={file !== null && !saving.isSuccess} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' },
          mb: 2,
        }}
      >
        <TextField select label="Year" value={year} disabled size="small">
          {yearChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Month"
          size="small"
          value={selectedMonth ?? ''}
          disabled={isEdit || isDone}
          onChange={(event) => {
            setSelectedMonth(Number(event.target.value));
            setFile(null);
            setPreview(null);
            setSaveIssues([]);
          }}
        >
          {MONTH_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {monthName(id)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {isBlocked && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {payrollTexts.alreadyUploaded}
        </Alert>
      )}
      {exists.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(exists.error)}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={!canPick}
          onClick={() => fileInput.current?.click()}
          aria-describedby={fileLabelId}
        >
          Upload Salary Sheet
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={XLSX_ACCEPT}
          hidden
          aria-label="Salary sheet file"
          onChange={chooseFile}
        />
        <Typography id={fileLabelId} variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : selectedMonth === null ? 'Select a month first' : 'No file chosen (.xlsx only)'}
        </Typography>
        <Link
          href={SAMPLE_SHEET_HREF}
          download
          sx={{ ml: { sm: 'auto' }, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" />
          Download sample sheet
        </Link>
      </Box>

      {previewing.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">Reading the sheet…</Typography>
        </Box>
      )}
      {isEdit && !file && stored.isPending && <Skeleton variant="rectangular" height={200} sx={{ mb: 2 }} />}
      {isEdit && !file && stored.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(stored.error)}
        </Alert>
      )}
      {shownPreview && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {preview ? 'Preview' : 'Stored sheet'} — {shownPreview.rows.length}{' '}
            {shownPreview.rows.length === 1 ? 'row' : 'rows'}
            {!preview && ` (${shownPreview.fileName}); choose a new file to replace it`}
          </Typography>
          <SalarySheetPreviewTable preview={shownPreview} extraIssues={preview ? saveIssues : []} />
        </Box>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        <Button onClick={() => navigate(listHref)} disabled={saving.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => save()}
          disabled={saving.isPending || previewing.isPending || isDone || isBlocked || previewIssues > 0}
          startIcon={saving.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isEdit ? 'Update' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
};
