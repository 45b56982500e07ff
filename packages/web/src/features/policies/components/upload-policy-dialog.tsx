import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POLICY_LIMITS, policyNameSchema } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { useId, useRef, useState } from 'react';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSavePolicyFile } from '../api/save-policy-file';

type Errors = { file?: string; name?: string; form?: string };

// An administrator adds a policy: its file, a name (the file's name when left empty) and whether
// employees must acknowledge it. Mounted afresh for each opening, so it starts empty.
export const UploadPolicyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const save = useSavePolicyFile();
  const feedback = useMutationFeedback();
  const input = useRef<HTMLInputElement>(null);
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [requiresAcknowledgement, setRequiresAcknowledgement] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const found: Errors = {};
    if (!file) found.file = policyPulseTexts.fileMissing;
    else if (file.size > POLICY_LIMITS.maxBytes) found.file = policyPulseTexts.fileTooLarge;
    const typedName = name.trim();
    const parsedName = typedName ? policyNameSchema.safeParse(typedName) : null;
    if (parsedName && !parsedName.success) found.name = parsedName.error.issues[0]?.message;
    setErrors(found);
    if (!file || Object.keys(found).length > 0 || save.isPending) return;
    save.mutate(
      { file, name: parsedName?.data, requiresAcknowledgement },
      {
        onSuccess: () => {
          feedback.onSuccess(policyPulseTexts.uploaded)();
          onClose();
        },
        // The server's reasons beside the fields they are about (a taken name, a file that is not
        // a PDF, DOCX or image by its content), anything else above the buttons.
        onError: (error) => {
          const byField: Errors = {};
          for (const fieldError of error instanceof ApiError ? error.fieldErrors : []) {
            if (fieldError.path === 'file' || fieldError.path === 'name')
              byField[fieldError.path] = fieldError.message;
          }
          setErrors(Object.keys(byField).length > 0 ? byField : { form: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{policyPulseTexts.uploadButton}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <input
              ref={input}
              type="file"
              accept={POLICY_LIMITS.accept}
              hidden
              data-testid="policy-file-input"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (chosen) {
                  setFile(chosen);
                  setErrors(({ file: _file, form: _form, ...rest }) => rest);
                }
              }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => input.current?.click()}
                aria-describedby={errors.file ? fileErrorId : undefined}
              >
                Choose file
              </Button>
              <Typography
                variant="body2"
                color={file ? 'text.primary' : 'text.secondary'}
                sx={{ wordBreak: 'break-all' }}
              >
                {file ? file.name : 'PDF, DOCX, JPEG or PNG, at most 10 MB'}
              </Typography>
            </Box>
            {errors.file && (
              <FormHelperText id={fileErrorId} error>
                {errors.file}
              </FormHelperText>
            )}
          </Box>
          <TextField
            label="Policy name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name !== undefined}
            helperText={errors.name ?? 'Leave empty to use the file’s name.'}
            fullWidth
          />
          <FormControlLabel
            label={policyPulseTexts.requiresAcknowledgement}
            control={
              <Switch
                checked={requiresAcknowledgement}
                onChange={(_event, isChecked) => setRequiresAcknowledgement(isChecked)}
              />
            }
          />
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
        </DialogContent>
        <DialogFooter
          cancelLabel="Cancel"
          confirmLabel="Upload"
          onCancel={onClose}
          isPending={save.isPending}
        />
      </Box>
    </Dialog>
  );
};
