import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { POLICY_LIMITS, type Policy, renamePolicyBodySchema } from '@pulse/shared/contracts/policies';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useDeletePolicy } from '../api/delete-policy';
import { usePolicies } from '../api/get-policies';
import { useRenamePolicy } from '../api/rename-policy';
import { useSavePolicyFile } from '../api/save-policy-file';

const isShownInPlace = (policy: Policy) =>
  policy.contentType === 'application/pdf' || policy.contentType.startsWith('image/');

// spec B §2, §7: a policy opens in a new tab. The file is fetched first, so a failure shows the
// server's message here (spec B §8) instead of a problem document in the new tab; a PDF or an image
// shows in that tab, a DOCX downloads.
const useOpenPolicy = () => {
  const toast = useToast();
  return async (policy: Policy) => {
    // Opened before the request, while the click still counts as the user's: browsers block a tab
    // opened later.
    const tab = isShownInPlace(policy) ? window.open('', '_blank') : null;
    try {
      const { blob } = await apiClient.download(policy.url.replace(/^\/api\/v1/, ''));
      if (tab) tab.location.href = URL.createObjectURL(blob);
      else saveFile(blob, policy.fileName);
    } catch (error) {
      tab?.close();
      toast.error(errorMessage(error) || policyPulseTexts.notFound);
    }
  };
};

// A hidden file input behind a button: the picker opens on click and its file goes to `onFile`.
const useFilePicker = (onFile: (file: File) => void) => {
  const input = useRef<HTMLInputElement>(null);
  const element = (
    <input
      ref={input}
      type="file"
      accept={POLICY_LIMITS.accept}
      hidden
      data-testid="policy-file-input"
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { element, open: () => input.current?.click() };
};

// spec B §2 Company policy (roles 1 and 2): the documents by name. Administrators also upload,
// replace, rename and delete them (the spec shows only reading; a portal's HR needs to keep them).
export const PolicyList = ({ isAdmin }: { isAdmin: boolean }) => {
  const policies = usePolicies();
  const openPolicy = useOpenPolicy();
  const feedback = useMutationFeedback();
  const saveFileMutation = useSavePolicyFile();
  const [replacing, setReplacing] = useState<Policy | null>(null);
  const [renaming, setRenaming] = useState<Policy | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);
  const remove = useDeletePolicy();

  const upload = (file: File, policy: Policy | null) =>
    saveFileMutation.mutate(
      { policyId: policy?.id, file },
      {
        onSuccess: feedback.onSuccess(policy ? policyPulseTexts.replaced : policyPulseTexts.uploaded),
        onError: feedback.onError,
      },
    );
  const newPolicyPicker = useFilePicker((file) => upload(file, null));
  const replacePicker = useFilePicker((file) => upload(file, replacing));

  const columns: DataTableColumn<Policy>[] = [
    {
      key: 'name',
      header: 'Policy',
      render: (policy) => (
        <Link
          component="button"
          type="button"
          onClick={() => void openPolicy(policy)}
          sx={{ textAlign: 'left' }}
        >
          {policy.name}
        </Link>
      ),
    },
    { key: 'version', header: 'Version', render: (policy) => policy.version, hideOnPhone: true },
    {
      key: 'updated',
      header: 'Updated',
      render: (policy) => formatDayMonthYear(policy.updatedAt.slice(0, 10)),
      noWrap: true,
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            header: 'Action',
            isRowActions: true,
            render: (policy: Policy) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  aria-label={`Replace the file of ${policy.name}`}
                  onClick={() => {
                    setReplacing(policy);
                    replacePicker.open();
                  }}
                >
                  Replace
                </Button>
                <Button size="small" aria-label={`Rename ${policy.name}`} onClick={() => setRenaming(policy)}>
                  Rename
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${policy.name}`}
                  onClick={() => setDeleting(policy)}
                >
                  Delete
                </Button>
              </Box>
            ),
          } satisfies DataTableColumn<Policy>,
        ]
      : []),
  ];

  return (
    <Box>
      {isAdmin && (
        <ListToolbar
          actions={
            <Button
              variant="contained"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={newPolicyPicker.open}
              disabled={saveFileMutation.isPending}
            >
              {policyPulseTexts.uploadButton}
            </Button>
          }
        />
      )}
      {newPolicyPicker.element}
      {replacePicker.element}
      <DataTable
        label="Company policies"
        columns={columns}
        // spec B §8: policy list load errors are swallowed silently: a failed load reads as empty.
        rows={policies.isError ? [] : policies.data?.items}
        rowKey={(policy) => policy.id}
        emptyText={policyPulseTexts.empty}
      />
      {/* Keyed by the policy, so each opening starts from that policy's name. */}
      <RenameDialog key={renaming?.id ?? 'closed'} policy={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        question={policyPulseTexts.deleteQuestion}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              feedback.onSuccess(policyPulseTexts.deleted)();
            },
            onError: feedback.onError,
          })
        }
      >
        {deleting?.name}
      </ConfirmDialog>
    </Box>
  );
};

const RenameDialog = ({ policy, onClose }: { policy: Policy | null; onClose: () => void }) => {
  const rename = useRenamePolicy();
  const feedback = useMutationFeedback();
  const [name, setName] = useState(policy?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={policy !== null} onClose={rename.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = renamePolicyBodySchema.safeParse({ name });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? policyPulseTexts.nameRequired);
            return;
          }
          if (!policy || rename.isPending) return;
          rename.mutate(
            { policyId: policy.id, name: parsed.data.name },
            {
              onSuccess: () => {
                feedback.onSuccess(policyPulseTexts.renamed)();
                onClose();
              },
              onError: (failure) => setError(errorMessage(failure)),
            },
          );
        }}
      >
        <DialogTitle>Rename policy</DialogTitle>
        <DialogContent>
          <TextField
            label="Policy name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error}
            fullWidth
            margin="dense"
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
