import type { OutboxAttachment } from '@pulse/shared/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// GET /outbox/:id/attachments/:attachmentId: a file a mail carries, saved under the server's name.
export const downloadAttachment = async ({
  mailId,
  attachment,
}: {
  mailId: string;
  attachment: OutboxAttachment;
}): Promise<string> => {
  const { blob, fileName } = await apiClient.download(
    `/outbox/${encodeURIComponent(mailId)}/attachments/${encodeURIComponent(attachment.id)}`,
  );
  const name = fileName ?? attachment.fileName;
  saveFile(blob, name);
  return name;
};

export const useDownloadAttachment = () => useMutation({ mutationFn: downloadAttachment });
