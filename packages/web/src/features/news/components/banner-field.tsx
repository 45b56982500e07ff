import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { NEWS_LIMITS } from '@pulse/shared/contracts/news';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { BANNER_ASPECT, NewsBanner } from '../../../components/news-banner/news-banner';
import { BannerCropDialog, type CroppedBanner } from './banner-crop-dialog';

// The types the server keeps as banners (newsPulseTexts.bannerInvalid).
const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

// A banner chosen in this form: the original file (the server cuts it), the part to keep, and an
// object URL of the file for the preview.
export type ChosenBanner = CroppedBanner & { file: File; previewUrl: string };

type BannerFieldProps = {
  value: ChosenBanner | null;
  onChange: (banner: ChosenBanner) => void;
  // Edit mode: the stored banner, shown (and kept) until another is chosen.
  storedUrl: string | null;
  // react-hook-form's validation message ('Please Upload Banner Image').
  error: string | undefined;
  focusRef: Ref<{ focus: () => void }>;
};

// The kept part of the chosen picture at 3:1, drawn from the picture itself: the image is scaled so
// the part fills the frame and shifted by its offset (both in percent of the picture).
const CropPreview = ({ banner }: { banner: ChosenBanner }) => (
  <Box sx={{ position: 'relative', overflow: 'hidden', aspectRatio: `${BANNER_ASPECT} / 1` }}>
    <Box
      component="img"
      src={banner.previewUrl}
      alt=""
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        maxWidth: 'none',
        height: 'auto',
        width: `${10_000 / banner.area.width}%`,
        transform: `translate(-${banner.area.x}%, -${banner.area.y}%)`,
        transformOrigin: 'top left',
      }}
    />
  </Box>
);

// spec B §2, §5: the banner image, chosen and cropped; required on add (and on an update that has
// none stored).
export const BannerField = ({ value, onChange, storedUrl, error, focusRef }: BannerFieldProps) => {
  const labelId = useId();
  const helperId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useImperativeHandle(focusRef, () => ({ focus: () => buttonRef.current?.focus() }), []);

  // Each preview URL is let go once another replaces it or the form closes.
  const previewUrl = value?.previewUrl;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (!BANNER_TYPES.includes(file.type)) {
      setRefusal(newsPulseTexts.bannerInvalid);
      return;
    }
    if (file.size > NEWS_LIMITS.bannerMaxBytes) {
      setRefusal(newsPulseTexts.bannerTooLarge);
      return;
    }
    setRefusal(null);
    setPending({ file, url: URL.createObjectURL(file) });
  };

  const cancel = () => {
    if (pending) URL.revokeObjectURL(pending.url);
    setPending(null);
  };

  const message = refusal ?? error;
  const hasBanner = value !== null || storedUrl !== null;
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 2, mb: 1 }}>
      <Typography id={labelId} variant="body2" color={message ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        Banner Image
      </Typography>
      <Box
        sx={{
          maxWidth: 480,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
        }}
      >
        {value ? <CropPreview banner={value} /> : <NewsBanner url={storedUrl} />}
      </Box>
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        onClick={() => inputRef.current?.click()}
        aria-describedby={helperId}
        sx={{ mt: 1 }}
      >
        {hasBanner ? 'Change Banner Image' : 'Upload Banner Image'}
      </Button>
      <FormHelperText id={helperId} error={message !== undefined && message !== null}>
        {message ?? 'JPEG, PNG or WebP, cropped to 3:1.'}
      </FormHelperText>
      <input
        ref={inputRef}
        type="file"
        accept={BANNER_TYPES.join(',')}
        aria-label="Banner image file"
        hidden
        onChange={onChosen}
      />
      <BannerCropDialog
        imageUrl={pending?.url ?? null}
        onCancel={cancel}
        onUnreadable={() => {
          cancel();
          setRefusal(newsPulseTexts.bannerInvalid);
        }}
        onCrop={(cropped) => {
          if (!pending) return;
          onChange({ ...cropped, file: pending.file, previewUrl: pending.url });
          setPending(null);
        }}
      />
    </Box>
  );
};
