import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeleteScreenshot } from '../api/delete-screenshot';

// The employee's own screenshot, where the organisation allows deleting it: asked first, as the
// image is gone for good.
export const DeleteScreenshotButton = ({
  screenshotId,
  onDeleted,
}: {
  screenshotId: string;
  onDeleted: () => void;
}) => {
  const [isAsking, setIsAsking] = useState(false);
  const toast = useToast();
  const feedback = useMutationFeedback();
  const remove = useDeleteScreenshot();
  return (
    <>
      <Tooltip title={texts.deleteScreenshot}>
        <IconButton aria-label={texts.deleteScreenshot} onClick={() => setIsAsking(true)}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={isAsking}
        title={texts.deleteScreenshot}
        question={texts.deleteScreenshotQuestion}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          remove.mutate(screenshotId, {
            onSuccess: () => {
              setIsAsking(false);
              toast.success(texts.screenshotDeleted);
              onDeleted();
            },
            onError: (error) => {
              setIsAsking(false);
              feedback.onError(error);
            },
          })
        }
      />
    </>
  );
};
