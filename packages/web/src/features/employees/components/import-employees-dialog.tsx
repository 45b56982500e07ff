import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EmployeeImportResult, EmployeeImportRow } from '@pulse/shared/contracts/employee-import';
import { employeeImportTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useImportEmployees } from '../api/import-employees';
import { importTemplateHref, usePreviewEmployeeImport } from '../api/preview-employee-import';

type ImportEmployeesDialogProps = { isOpen: boolean; onClose: () => void };

const COLUMNS: DataTableColumn<EmployeeImportRow>[] = [
  { key: 'row', header: 'Row', render: (row) => row.row, width: 56 },
  { key: 'name', header: 'Employee Name', render: (row) => row.values['Employee Name'] || '—' },
  { key: 'email', header: 'Official Email', render: (row) => row.values['Official Email'] || '—' },
  {
    key: 'department',
    header: 'Department',
    render: (row) => row.values.Department || '—',
    hideOnPhone: true,
  },
  {
    key: 'problems',
    header: 'Problems',
    render: (row) =>
      row.problems.length === 0 ? (
        <Typography variant="body2" color="success.main">
          {row.isInvited ? 'Ready: will be invited' : 'Ready'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
          {row.problems.map((problem) => (
            <li key={`${problem.column}:${problem.message}`}>
              {problem.column ? `${problem.column}: ` : ''}
              {problem.message}
            </li>
          ))}
        </Box>
      ),
  },
];

const resultText = (result: EmployeeImportResult) =>
  [
    employeeImportTexts.imported(result.imported),
    result.invited > 0 ? `${result.invited} invited` : null,
    result.skipped > 0
      ? `${result.skipped} ${result.skipped === 1 ? 'row' : 'rows'} with problems left out`
      : null,
  ]
    .filter(Boolean)
    .join('; ');

// template → file → preview of every row's problems (nothing written) → import of the valid
// rows → the result.
export const ImportEmployeesDialog = ({ isOpen, onClose }: ImportEmployeesDialogProps) => {
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [progress, setProgress] = useState(0);
  const preview = usePreviewEmployeeImport();
  const importer = useImportEmployees();
  const isBusy = preview.isPending || importer.isPending;

  const runPreview = (chosen: File, invitations: boolean) => {
    importer.reset();
    setProgress(0);
    preview.mutate({ file: chosen, sendInvitations: invitations, onProgress: setProgress });
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again after a fix must still fire a change.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    runPreview(chosen, sendInvitations);
  };

  const onInvitationsChanged = (checked: boolean) => {
    setSendInvitations(checked);
    // Whether a row without a password is valid depends on it: the preview is asked again.
    if (file) runPreview(file, checked);
  };

  const close = () => {
    if (isBusy) return;
    setFile(null);
    preview.reset();
    importer.reset();
    onClose();
  };

  const data = preview.data;
  const result = importer.data;
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{employeeImportTexts.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Fill in the template (the Add Employee form's columns), then choose the file. Nothing is saved until
          you import.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Link href={importTemplateHref('xlsx')} download>
            {employeeImportTexts.template} (.xlsx)
          </Link>
          <Link href={importTemplateHref('csv')} download>
            {employeeImportTexts.template} (.csv)
          </Link>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={isBusy}
            onClick={() => inputRef.current?.click()}
          >
            {employeeImportTexts.chooseFile}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Import file"
            hidden
            onChange={onChosen}
          />
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          label={employeeImportTexts.sendInvitations}
          control={
            <Checkbox
              checked={sendInvitations}
              disabled={isBusy}
              onChange={(event) => onInvitationsChanged(event.target.checked)}
            />
          }
        />
        <Box sx={{ minHeight: 4, my: 1 }}>
          {isBusy && (
            <LinearProgress
              aria-label={importer.isPending ? 'Importing' : 'Checking the file'}
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={progress * 100}
            />
          )}
        </Box>
        {preview.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(preview.error)}
            {preview.error instanceof ApiError && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {preview.error.fieldErrors
                  .filter((fieldError) => fieldError.message !== preview.error.message)
                  .map((fieldError) => (
                    <li key={fieldError.message}>{fieldError.message}</li>
                  ))}
              </Box>
            )}
          </Alert>
        )}
        {importer.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(importer.error)}
          </Alert>
        )}
        {result && (
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {resultText(result)}
          </Alert>
        )}
        {data && !result && (
          <>
            <Typography sx={{ mb: 1 }} aria-live="polite">
              <strong>{data.validCount}</strong> ready to import · <strong>{data.problemCount}</strong> with
              problems
            </Typography>
            <DataTable label="Import preview" columns={COLUMNS} rows={data.rows} rowKey={(row) => row.row} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isBusy}>
          {result ? 'Close' : 'Cancel'}
        </Button>
        {!result && (
          <Button
            variant="contained"
            disabled={!file || !data || data.validCount === 0 || isBusy}
            onClick={() => {
              if (!file) return;
              setProgress(0);
              importer.mutate({ file, sendInvitations, onProgress: setProgress });
            }}
          >
            {data && data.validCount > 0 ? `Import ${data.validCount}` : 'Import'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
