import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POLICY_LIMITS, type Policy, renamePolicyBodySchema } from '@pulse/shared/contracts/policies';
import { formatDayIn } from '@pulse/shared/domain/display-format';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useAcknowledgePolicy } from '../api/acknowledge-policy';
import { useDeletePolicy } from '../api/delete-policy';
import { usePolicies } from '../api/get-policies';
import { useSavePolicyFile } from '../api/save-policy-file';
import { useUpdatePolicy } from '../api/update-policy';
import { PolicyAcknowledgementsDialog } from './policy-acknowledgements-dialog';
import { UploadPolicyDialog } from './upload-policy-dialog';

const isShownInPlace = (policy: Policy) =>
  policy.contentType === 'application/pdf' || policy.contentType.startsWith('image/');

// spec B §2, §7: a policy opens in a new tab. The file is asked for first, so a failure shows the
// server's message here (spec B §8) instead of a problem document in the new tab; a PDF or an image
// then loads in that tab from its own URL (not a blob's), so the tab is titled with the file's name
// (its Content-Disposition) or the PDF's own title, and the viewer saves it under that name; a DOCX
// downloads.
const useOpenPolicy = () => {
  const toast = useToast();
  return async (policy: Policy) => {
    // Opened before the request, while the click still counts as the user's: browsers block a tab
    // opened later.
    const tab = isShownInPlace(policy) ? window.open('', '_blank') : null;
    const path = policy.url.replace(/^\/api\/v1/, '');
    try {
      if (tab) {
        await apiClient.probe(path);
        tab.location.href = policy.url;
      } else {
        const { blob } = await apiClient.download(path);
        saveFile(blob, policy.fileName);
      }
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

// Where a policy asks for acknowledgement: the caller's own state of its current version.
const AcknowledgementState = ({
  policy,
  timeZone,
  onAcknowledge,
}: {
  policy: Policy;
  timeZone: string;
  onAcknowledge: (policy: Policy) => void;
}) => {
  if (!policy.requiresAcknowledgement) return null;
  if (policy.acknowledgedAt !== null) {
    return (
      <Typography variant="body2" color="success.main" component="span">
        {`${policyPulseTexts.acknowledgedOn} ${formatDayIn(policy.acknowledgedAt, timeZone)}`}
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`${policyPulseTexts.readAndAcknowledge}: ${policy.name}`}
      onClick={() => onAcknowledge(policy)}
    >
      {policyPulseTexts.readAndAcknowledge}
    </Button>
  );
};

// A link to one policy (ProBot cites the policies it quotes): the page offers to open it at once. The
// reader's click opens it, as on its name: a browser blocks a tab that nobody clicked for.
const LinkedPolicyDialog = ({
  policyId,
  policies,
  onOpen,
}: {
  policyId: string | undefined;
  policies: Policy[] | undefined;
  onOpen: (policy: Policy) => void;
}) => {
  const toast = useToast();
  const [isDismissed, setIsDismissed] = useState(false);
  const policy = policies?.find((candidate) => candidate.id === policyId);
  const isMissing = policyId !== undefined && policies !== undefined && !policy;
  useEffect(() => {
    if (isMissing) toast.error(policyPulseTexts.notFound);
  }, [isMissing, toast]);
  return (
    <ConfirmDialog
      open={policy !== undefined && !isDismissed}
      title={policy?.name}
      question={policyPulseTexts.linkedHint}
      cancelLabel="Close"
      confirmLabel={policyPulseTexts.openButton}
      onCancel={() => setIsDismissed(true)}
      onConfirm={() => {
        if (policy) onOpen(policy);
        setIsDismissed(true);
      }}
    />
  );
};

type PolicyListProps = {
  isAdmin: boolean;
  timeZone: string;
  // The policy the address names (?policy=), offered to open.
  linkedPolicyId?: string;
};

// spec B §2 Company policy (roles 1 and 2): the documents by name. Administrators also upload,
// replace, rename and delete them (the spec shows only reading; a portal's HR needs to keep them).
// Beyond spec B §2, a policy may ask everyone to read and acknowledge its current version; administrators
// switch that per policy and see who has.
export const PolicyList = ({ isAdmin, timeZone, linkedPolicyId }: PolicyListProps) => {
  const policies = usePolicies();
  const openPolicy = useOpenPolicy();
  const feedback = useMutationFeedback();
  const saveFileMutation = useSavePolicyFile();
  const update = useUpdatePolicy();
  const [isUploading, setIsUploading] = useState(false);
  const [replacing, setReplacing] = useState<Policy | null>(null);
  const [renaming, setRenaming] = useState<Policy | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);
  const [acknowledging, setAcknowledging] = useState<Policy | null>(null);
  const [showingAcknowledgements, setShowingAcknowledgements] = useState<Policy | null>(null);
  const remove = useDeletePolicy();

  const replacePicker = useFilePicker((file) => {
    if (!replacing) return;
    saveFileMutation.mutate(
      { policyId: replacing.id, file },
      { onSuccess: feedback.onSuccess(policyPulseTexts.replaced), onError: feedback.onError },
    );
  });

  // Reading comes first: the document opens (in a new tab, as a click on its name does) while the
  // dialog asks for the confirmation, with the version that was opened.
  const readAndAcknowledge = (policy: Policy) => {
    setAcknowledging(policy);
    void openPolicy(policy);
  };

  const setRequiresAcknowledgement = (policy: Policy, requiresAcknowledgement: boolean) =>
    update.mutate(
      { policyId: policy.id, requiresAcknowledgement },
      {
        onSuccess: feedback.onSuccess(
          requiresAcknowledgement
            ? policyPulseTexts.acknowledgementRequired
            : policyPulseTexts.acknowledgementNotRequired,
        ),
        onError: feedback.onError,
      },
    );

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
      render: (policy) => formatDayIn(policy.updatedAt, timeZone),
      noWrap: true,
    },
    {
      key: 'acknowledgement',
      header: 'Acknowledgement',
      render: (policy) => (
        <AcknowledgementState policy={policy} timeZone={timeZone} onAcknowledge={readAndAcknowledge} />
      ),
      noWrap: true,
    },
    ...(isAdmin
      ? [
          {
            key: 'requiresAcknowledgement',
            header: policyPulseTexts.requiresAcknowledgement,
            render: (policy: Policy) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Switch
                  checked={policy.requiresAcknowledgement}
                  disabled={update.isPending}
                  onChange={(_event, isChecked) => setRequiresAcknowledgement(policy, isChecked)}
                  slotProps={{
                    input: { 'aria-label': `${policyPulseTexts.requiresAcknowledgement}: ${policy.name}` },
                  }}
                />
                {policy.requiresAcknowledgement && policy.acknowledgements && (
                  <Link
                    component="button"
                    type="button"
                    aria-label={`${policyPulseTexts.acknowledgements}: ${policy.name}`}
                    onClick={() => setShowingAcknowledgements(policy)}
                  >
                    {`${policy.acknowledgements.acknowledged} of ${policy.acknowledgements.total}`}
                  </Link>
                )}
              </Box>
            ),
            noWrap: true,
          } satisfies DataTableColumn<Policy>,
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
              onClick={() => setIsUploading(true)}
            >
              {policyPulseTexts.uploadButton}
            </Button>
          }
        />
      )}
      {replacePicker.element}
      <DataTable
        label="Company policies"
        columns={columns}
        // spec B §8: policy list load errors are swallowed silently: a failed load reads as empty.
        rows={policies.isError ? [] : policies.data?.items}
        rowKey={(policy) => policy.id}
        emptyText={policyPulseTexts.empty}
      />
      {/* Mounted only while open, so each opening starts empty. */}
      {isUploading && <UploadPolicyDialog open onClose={() => setIsUploading(false)} />}
      {/* Keyed by the policy, so each opening starts from that policy's name. */}
      <RenameDialog key={renaming?.id ?? 'closed'} policy={renaming} onClose={() => setRenaming(null)} />
      <AcknowledgeDialog
        policy={acknowledging}
        onOpen={(policy) => void openPolicy(policy)}
        onClose={() => setAcknowledging(null)}
      />
      <LinkedPolicyDialog
        // Another policy in the address is offered afresh.
        key={linkedPolicyId}
        policyId={linkedPolicyId}
        policies={policies.data?.items}
        onOpen={(policy) => void openPolicy(policy)}
      />
      <PolicyAcknowledgementsDialog
        policy={showingAcknowledgements}
        timeZone={timeZone}
        onClose={() => setShowingAcknowledgements(null)}
      />
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

// The confirmation after reading: it acknowledges the version that was opened, so a newer version
// uploaded meanwhile is refused by the server (its reason shown) and the list then offers that one.
const AcknowledgeDialog = ({
  policy,
  onOpen,
  onClose,
}: {
  policy: Policy | null;
  onOpen: (policy: Policy) => void;
  onClose: () => void;
}) => {
  const acknowledge = useAcknowledgePolicy();
  const feedback = useMutationFeedback();
  return (
    <ConfirmDialog
      open={policy !== null}
      title={policy?.name}
      question={policyPulseTexts.acknowledgeHint}
      cancelLabel="Cancel"
      confirmLabel={policyPulseTexts.acknowledgeStatement}
      isPending={acknowledge.isPending}
      onCancel={onClose}
      onConfirm={() =>
        policy &&
        acknowledge.mutate(
          { policyId: policy.id, version: policy.version },
          {
            onSuccess: () => {
              feedback.onSuccess(policyPulseTexts.acknowledgedToast)();
              onClose();
            },
            onError: (error) => {
              feedback.onError(error);
              onClose();
            },
          },
        )
      }
    >
      {policy && (
        <Link component="button" type="button" onClick={() => onOpen(policy)} sx={{ mt: 2 }}>
          {`Open ${policy.name} again`}
        </Link>
      )}
    </ConfirmDialog>
  );
};

const RenameDialog = ({ policy, onClose }: { policy: Policy | null; onClose: () => void }) => {
  const rename = useUpdatePolicy();
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
        <DialogFooter
          cancelLabel="Cancel"
          confirmLabel="Save"
          onCancel={onClose}
          isPending={rename.isPending}
        />
      </Box>
    </Dialog>
  );
};
