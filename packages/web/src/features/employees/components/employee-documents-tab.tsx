import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_LIMITS, type EmployeeDocument } from '@pulse/shared/contracts/documents';
import { formatDayMonthYear, formatFileSize } from '@pulse/shared/domain/display-format';
import { documentPulseTexts, documentTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeleteEmployeeDocument } from '../api/delete-employee-document';
import { useEmployeeDocuments } from '../api/get-employee-documents';
import { useUploadEmployeeDocuments } from '../api/upload-employee-documents';
import type { EmployeeScreenMode } from '../employee-screen-mode';
import { refusedUploadNotice, uploadFailureNotice } from '../upload-failure';

// spec A §9: notices of file operations last 3 seconds.
const FILE_TOAST_MS = 3000;

type EmployeeDocumentsTabProps = {
  mode: EmployeeScreenMode;
  employeeId: string;
  // Only administrators' deletes succeed, so others do not see the control.
  canDelete: boolean;
};

const DeleteDocumentDialog = ({
  document,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  document: EmployeeDocument | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <ConfirmDialog
    open={document !== null}
    title={documentPulseTexts.deleteTitle}
    question={
      <>
        {documentPulseTexts.deleteQuestion} <strong>{document?.name}</strong>
      </>
    }
    cancelLabel="Cancel"
    confirmLabel="Delete"
    isDestructive
    isPending={isDeleting}
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
);

// Documents belong to a stored employee: after an add the screen continues as that employee (spec A §2).
export const EmployeeDocumentsTab = ({ mode, employeeId, canDelete }: EmployeeDocumentsTabProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const documents = useEmployeeDocuments(employeeId);
  const uploadDocuments = useUploadEmployeeDocuments();
  const deleteDocument = useDeleteEmployeeDocument();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);

  // spec A §2: upload only in add or edit mode, not on My Profile.
  const canUpload = mode !== 'profile';

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    // The server enforces these too; checking first saves sending 100 MB to hear "no".
    const refusal =
      files.length > DOCUMENT_LIMITS.maxFiles
        ? documentPulseTexts.tooMany
        : files
            .filter((file) => file.size > DOCUMENT_LIMITS.maxFileBytes)
            .map((file) => `${file.name} — ${documentPulseTexts.tooLarge}`)
            .join('\n');
    if (refusal) {
      const notice = refusedUploadNotice(refusal);
      toast.error(notice.message, notice.options);
      return;
    }
    setProgress(0);
    uploadDocuments.mutate(
      { employeeId, files, onProgress: setProgress },
      {
        onSuccess: feedback.onSuccess(documentTexts.uploaded, { durationMs: FILE_TOAST_MS }),
        onError: (error) => {
          const notice = uploadFailureNotice(error);
          toast.error(notice.message, notice.options);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteDocument.mutate(
      { employeeId, documentId: deleting.id },
      {
        onSuccess: feedback.onSuccess(documentTexts.deleted, { durationMs: FILE_TOAST_MS }),
        onError: feedback.onErrorWith({ prefix: documentTexts.deleteFailed }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const columns: DataTableColumn<EmployeeDocument>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (document) => (
        <Link href={document.url} download={document.name} aria-label={`Download ${document.name}`}>
          {document.name}
        </Link>
      ),
      sx: { wordBreak: 'break-word', minWidth: 160 },
    },
    { key: 'extension', header: 'Extension', render: (document) => document.extension.toUpperCase() },
    {
      key: 'uploaded',
      header: 'Uploaded Date',
      render: (document) => formatDayMonthYear(document.uploadedDate),
      noWrap: true,
    },
    {
      key: 'size',
      header: 'Size',
      render: (document) => formatFileSize(document.fileSize),
      align: 'right',
      noWrap: true,
    },
  ];
  const actionColumn: DataTableColumn<EmployeeDocument> = {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    isRowActions: true,
    render: (document) => (
      <IconButton aria-label={`Delete ${document.name}`} onClick={() => setDeleting(document)}>
        <DeleteOutlinedIcon />
      </IconButton>
    ),
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="Documents">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Documents
        </Typography>
        {canUpload && (
          <>
            <Button
              variant="contained"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => inputRef.current?.click()}
              disabled={uploadDocuments.isPending}
            >
              Upload Documents
            </Button>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={DOCUMENT_LIMITS.accept}
              aria-label="Document files"
              hidden
              onChange={onChosen}
            />
          </>
        )}
      </Box>
      {canUpload && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Images, PDF, DOC or DOCX; up to {DOCUMENT_LIMITS.maxFiles} files of 10 MB each at once.
        </Typography>
      )}
      {progress !== null && (
        <Box sx={{ mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label="Upload progress"
          />
          <Typography variant="caption" color="text.secondary">
            Uploading… {Math.round(progress * 100)} %
          </Typography>
        </Box>
      )}
      <DataTable
        label="Documents"
        columns={canDelete ? [...columns, actionColumn] : columns}
        rows={documents.data}
        rowKey={(document) => document.id}
        query={documents}
        emptyText={documentPulseTexts.noDocuments}
      />
      <DeleteDocumentDialog
        document={deleting}
        isDeleting={deleteDocument.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Paper>
  );
};
