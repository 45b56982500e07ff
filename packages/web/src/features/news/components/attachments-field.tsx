import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NewsAttachment } from '@pulse/shared/contracts/news';
import { formatFileSize } from '@pulse/shared/domain/display-format';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { chooseAttachments } from '../attachment-choice';

// The kinds the server keeps (newsPulseTexts.attachmentInvalid): PDF, Office documents, text, images.
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,image/*';

type AttachmentsFieldProps = {
  // Edit mode: the stored attachments still kept.
  stored: readonly NewsAttachment[];
  onRemoveStored: (id: string) => void;
  // The new files of this save.
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  // A refusal of the server, under its field.
  error: string | undefined;
};

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 } as const;

// spec B §2, §5: several attachments; a name the update already has is ignored, and new files over
// 10,000,000 bytes together are refused with an alert (stating the real limit).
export const AttachmentsField = ({
  stored,
  onRemoveStored,
  files,
  onFilesChange,
  error,
}: AttachmentsFieldProps) => {
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isTooLarge, setIsTooLarge] = useState(false);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The same files can be chosen again (after removing one of them).
    event.target.value = '';
    if (picked.length === 0) return;
    const choice = chooseAttachments(
      files,
      picked,
      stored.map((attachment) => attachment.fileName),
    );
    setIsTooLarge(choice.isTooLarge);
    if (!choice.isTooLarge) onFilesChange(choice.files);
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 2, mb: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Attachments
      </Typography>
      {(stored.length > 0 || files.length > 0) && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stored.map((attachment) => (
            <FileRow
              key={attachment.id}
              name={attachment.fileName}
              sizeBytes={attachment.sizeBytes}
              onRemove={() => onRemoveStored(attachment.id)}
            />
          ))}
          {files.map((file) => (
            <FileRow
              key={file.name}
              name={file.name}
              sizeBytes={file.size}
              isNew
              onRemove={() => onFilesChange(files.filter((other) => other !== file))}
            />
          ))}
        </Box>
      )}
      {isTooLarge && (
        <Alert severity="error" onClose={() => setIsTooLarge(false)} sx={{ my: 1 }}>
          {newsPulseTexts.attachmentsTooLarge}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => inputRef.current?.click()}
        sx={{ mt: 1 }}
      >
        Add Attachments
      </Button>
      <FormHelperText error={error !== undefined}>
        {error ?? 'New files up to 10 MB together; a name already attached is skipped.'}
      </FormHelperText>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label="Attachment files"
        hidden
        onChange={onChosen}
      />
    </Box>
  );
};

type FileRowProps = { name: string; sizeBytes: number; isNew?: boolean; onRemove: () => void };

const FileRow = ({ name, sizeBytes, isNew = false, onRemove }: FileRowProps) => (
  <Box component="li" sx={rowSx}>
    <AttachFileIcon fontSize="small" color="action" />
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
      {name}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {isNew ? `${formatFileSize(sizeBytes)}, new` : formatFileSize(sizeBytes)}
    </Typography>
    <Tooltip title="Remove">
      <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove} sx={{ ml: 'auto' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Box>
);
