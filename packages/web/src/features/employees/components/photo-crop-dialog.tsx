import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PHOTO_LIMITS } from '@pulse/shared/contracts/documents';
import { type SyntheticEvent, useRef, useState } from 'react';
import { centerCrop, makeAspectCrop, type PercentCrop, ReactCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';

// The stored photo never needs more; the server re-encodes anyway, this keeps uploads small.
const MAX_OUTPUT_WIDTH = 1024;
const JPEG_QUALITY = 0.9;

type PhotoCropDialogProps = {
  imageUrl: string | null;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (photo: Blob) => void;
  onUnreadable: () => void;
};

// spec A §2: aspect ratio 2, the first crop 30 % of the picture's width, centred; JPEG out.
const initialCrop = (width: number, height: number) =>
  centerCrop(
    makeAspectCrop({ unit: '%', width: PHOTO_LIMITS.initialCropPercent }, PHOTO_LIMITS.aspect, width, height),
    width,
    height,
  );

const cropToJpeg = (image: HTMLImageElement, crop: PercentCrop): Promise<Blob> => {
  const sourceX = (crop.x / 100) * image.naturalWidth;
  const sourceY = (crop.y / 100) * image.naturalHeight;
  const sourceWidth = (crop.width / 100) * image.naturalWidth;
  const sourceHeight = (crop.height / 100) * image.naturalHeight;
  const scale = Math.min(1, MAX_OUTPUT_WIDTH / sourceWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sourceWidth * scale));
  canvas.height = Math.max(1, Math.round(sourceHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  // JPEG has no transparency: a white background instead of black behind transparent PNGs.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sourceX, sourceY, sourceWidth, sourceHeight, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
};

export const PhotoCropDialog = ({
  imageUrl,
  isSaving,
  onCancel,
  onSave,
  onUnreadable,
}: PhotoCropDialogProps) => {
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    setCrop(initialCrop(width, height));
  };

  const save = async () => {
    if (!imageRef.current || !crop || crop.width === 0 || crop.height === 0) return;
    try {
      onSave(await cropToJpeg(imageRef.current, crop));
    } catch {
      onUnreadable();
    }
  };

  return (
    <Dialog
      open={imageUrl !== null}
      onClose={isSaving ? undefined : onCancel}
      aria-labelledby="photo-crop-title"
      maxWidth="md"
      fullWidth
      onTransitionExited={() => setCrop(undefined)}
    >
      <DialogTitle id="photo-crop-title">Crop Photo</DialogTitle>
      <DialogContent>
        {imageUrl && (
          <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', borderRadius: 1, p: 1 }}>
            <ReactCrop
              crop={crop}
              aspect={PHOTO_LIMITS.aspect}
              keepSelection
              ruleOfThirds
              onChange={(_pixels, percent) => setCrop(percent)}
            >
              <img
                ref={imageRef}
                src={imageUrl}
                alt="Chosen file, to crop"
                onLoad={onImageLoad}
                onError={onUnreadable}
                style={{ maxHeight: '60vh', maxWidth: '100%', display: 'block' }}
              />
            </ReactCrop>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={isSaving || !crop}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
