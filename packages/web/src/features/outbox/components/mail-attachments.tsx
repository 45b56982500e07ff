import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OutboxMail } from '@pulse/shared/contracts/notifications';
import { formatFileSize } from '@pulse/shared/domain/display-format';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDownloadAttachment } from '../api/download-attachment';

// The files a mail carries, each a download: without SMTP the outbox is the dev mailbox, the only
// place a kept mail's file can be had.
export const MailAttachments = ({ mail }: { mail: OutboxMail }) => {
  const download = useDownloadAttachment();
  const feedback = useMutationFeedback();
  if (mail.attachments.length === 0) return null;
  return (
    <Stack component="ul" aria-label="Attachments" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {mail.attachments.map((attachment) => (
        <li key={attachment.id}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AttachFileIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate({ mailId: mail.id, attachment }, { onError: feedback.onError })}
            sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {`${attachment.fileName} (${formatFileSize(attachment.size)})`}
          </Button>
        </li>
      ))}
    </Stack>
  );
};
