import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Screenshot } from '@pulse/shared/contracts/activity';
import { useEffect } from 'react';
import { DeleteScreenshotButton } from './delete-screenshot-button';

// A screenshot whose image is still there (its employee did not delete it).
type ShownScreenshot = Screenshot & { imageUrl: string };
export const hasImage = (screenshot: Screenshot): screenshot is ShownScreenshot =>
  screenshot.imageUrl !== null;

type ScreenshotDialogProps = {
  screenshots: readonly ShownScreenshot[];
  // The one shown, or null when closed.
  index: number | null;
  onIndexChange: (index: number | null) => void;
  formatTime: (instant: string) => string;
  // The employee's own screenshots, where the organisation allows deleting them (Settings → Tracking).
  canDelete: boolean;
};

// spec B §2: the full-size image with previous/next (arrow keys too) and the slot's window titles
// and key/mouse counts.
export const ScreenshotDialog = ({
  screenshots,
  index,
  onIndexChange,
  formatTime,
  canDelete,
}: ScreenshotDialogProps) => {
  const screenshot = index === null ? undefined : screenshots[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < screenshots.length - 1;
  // Listened for on the window, not the dialog: when the last image disables Next, focus leaves the
  // button and the keys must still work.
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const next = event.key === 'ArrowLeft' ? index - 1 : event.key === 'ArrowRight' ? index + 1 : null;
      if (next !== null && next >= 0 && next < screenshots.length) onIndexChange(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, screenshots.length, onIndexChange]);
  const step = (by: number) => {
    if (index === null) return;
    const next = index + by;
    if (next >= 0 && next < screenshots.length) onIndexChange(next);
  };

  return (
    <Dialog open={screenshot !== undefined} onClose={() => onIndexChange(null)} maxWidth="lg" fullWidth>
      {screenshot && index !== null && (
        <>
          <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              {`Screenshot at ${formatTime(screenshot.capturedAt)}`}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {`${index + 1} of ${screenshots.length}`}
              </Typography>
            </Box>
            <IconButton aria-label="Previous screenshot" disabled={!hasPrevious} onClick={() => step(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next screenshot" disabled={!hasNext} onClick={() => step(1)}>
              <ChevronRightIcon />
            </IconButton>
            {canDelete && (
              <DeleteScreenshotButton screenshotId={screenshot.id} onDeleted={() => onIndexChange(null)} />
            )}
            <IconButton aria-label="Close" onClick={() => onIndexChange(null)}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Box
              component="img"
              key={screenshot.id}
              src={screenshot.imageUrl}
              alt={`Full-size screenshot at ${formatTime(screenshot.capturedAt)}`}
              sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'grey.100', borderRadius: 1 }}
            />
            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              <Typography variant="body2">
                Key strokes: <strong>{screenshot.keyPresses}</strong>
              </Typography>
              <Typography variant="body2">
                Mouse strokes: <strong>{screenshot.mouseClicks}</strong>
              </Typography>
              <Typography variant="body2">
                Activity: <strong>{`${Math.round(screenshot.idlePercent)}%`}</strong>
              </Typography>
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Window titles
            </Typography>
            {screenshot.windowTitles.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                —
              </Typography>
            ) : (
              <Box component="ul" aria-label="Window titles" sx={{ m: 0, pl: 3 }}>
                {screenshot.windowTitles.map((title, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a title may repeat within a slot
                  <Typography component="li" variant="body2" key={position} sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                ))}
              </Box>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
};
