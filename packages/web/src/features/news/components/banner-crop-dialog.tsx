import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { BannerCrop } from '@pulse/shared/contracts/news';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { BANNER_ASPECT } from '../../../components/news-banner/news-banner';

const MAX_ZOOM = 4;

// The part of the banner to keep: in the file's own pixels for the server (which cuts it), and in
// percent of the picture for the preview.
export type CroppedBanner = { crop: BannerCrop; area: Area };

// Whole pixels inside the picture: react-easy-crop's fractions, rounded, could reach one pixel past
// its edge, which the server refuses.
const toPixels = (area: Area, media: MediaSize): BannerCrop => {
  const x = Math.min(Math.max(0, Math.round(area.x)), media.naturalWidth - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), media.naturalHeight - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), media.naturalWidth - x)),
    height: Math.max(1, Math.min(Math.round(area.height), media.naturalHeight - y)),
  };
};

type BannerCropDialogProps = {
  // The chosen picture (an object URL); the dialog is open while there is one.
  imageUrl: string | null;
  onCancel: () => void;
  onCrop: (cropped: CroppedBanner) => void;
  onUnreadable: () => void;
};

// spec B §2: the banner is cropped before it is sent, at the tiles' 3:1. Drag (or the arrow keys on
// the crop area) to move, the slider or the wheel to zoom.
export const BannerCropDialog = ({ imageUrl, onCancel, onCrop, onUnreadable }: BannerCropDialogProps) => {
  const titleId = useId();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [cropped, setCropped] = useState<CroppedBanner | null>(null);
  const media = useRef<MediaSize | null>(null);

  const reset = () => {
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setCropped(null);
    media.current = null;
  };

  return (
    <Dialog
      open={imageUrl !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>Crop Banner Image</DialogTitle>
      <DialogContent>
        <Box
          sx={{ position: 'relative', height: { xs: 220, sm: 360 }, bgcolor: 'grey.900', borderRadius: 1 }}
        >
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={position}
              zoom={zoom}
              maxZoom={MAX_ZOOM}
              aspect={BANNER_ASPECT}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              // Called before the first crop is reported (onMediaLoaded comes after it).
              setMediaSize={(size) => {
                media.current = size;
              }}
              onCropComplete={(area, pixels) => {
                if (media.current) setCropped({ area, crop: toPixels(pixels, media.current) });
              }}
              mediaProps={{ onError: onUnreadable }}
              // The focusable crop area, named for screen readers (a bare div may not carry a label).
              cropperProps={{ role: 'group', 'aria-label': 'Crop area: move with the arrow keys' }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Typography id={`${titleId}-zoom`} variant="body2">
            Zoom
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={MAX_ZOOM}
            step={0.1}
            onChange={(_event, value) => setZoom(value)}
            aria-labelledby={`${titleId}-zoom`}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={cropped === null} onClick={() => cropped && onCrop(cropped)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
};
