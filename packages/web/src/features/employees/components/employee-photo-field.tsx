import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { documentPulseTexts } from '@pulse/shared/spec-texts';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { EmployeeAvatar } from '../../../components/employee-avatar/employee-avatar';
import { useToast } from '../../../components/toast/toast-provider';
import { useUploadEmployeePhoto } from '../api/upload-employee-photo';
import type { EmployeeScreenMode } from '../employee-screen-mode';
import { refusedUploadNotice, uploadFailureNotice } from '../upload-failure';
import { PhotoCropDialog } from './photo-crop-dialog';

// spec A §9: notices of file operations last 3 seconds.
const FILE_TOAST_MS = 3000;

type EmployeePhotoFieldProps = {
  mode: EmployeeScreenMode;
  employeeId: string | undefined;
  photoVersion: string | null | undefined;
  name: string;
};

// spec A §2: the photo in the Employee Code section; 'Upload Photo' opens the crop dialog. Disabled on
// My Profile; a new employee is saved first (the photo belongs to a stored record).
export const EmployeePhotoField = ({ mode, employeeId, photoVersion, name }: EmployeePhotoFieldProps) => {
  const toast = useToast();
  const uploadPhoto = useUploadEmployeePhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(photoVersion);
  useEffect(() => setVersion(photoVersion), [photoVersion]);
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const canUpload = mode === 'edit' && employeeId !== undefined;

  // spec A §8: a refused photo is an upload failure like a refused document.
  const refuse = (reason: string) => {
    const notice = refusedUploadNotice(reason);
    toast.error(notice.message, notice.options);
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      refuse(documentPulseTexts.photoInvalid);
      return;
    }
    setImageUrl(URL.createObjectURL(file));
  };

  const close = () => setImageUrl(null);

  const save = (photo: Blob) => {
    if (!employeeId) return;
    uploadPhoto.mutate(
      { employeeId, photo },
      {
        onSuccess: (saved) => {
          setVersion(saved.photoVersion);
          close();
          toast.success(documentPulseTexts.photoSaved, { durationMs: FILE_TOAST_MS });
        },
        onError: (error) => {
          const notice = uploadFailureNotice(error);
          toast.error(notice.message, notice.options);
        },
      },
    );
  };

  return (
    <Box
      sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}
    >
      <EmployeeAvatar
        employeeId={employeeId}
        photoVersion={version}
        name={name}
        size={72}
        variant="rounded"
        label={version ? `Photo of ${name || 'the employee'}` : 'No photo'}
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={!canUpload}
        >
          Upload Photo
        </Button>
        {mode === 'add' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {documentPulseTexts.saveEmployeeFirst}
          </Typography>
        )}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          aria-label="Photo file"
          hidden
          onChange={onChosen}
        />
      </Box>
      <PhotoCropDialog
        imageUrl={imageUrl}
        isSaving={uploadPhoto.isPending}
        onCancel={close}
        onSave={save}
        onUnreadable={() => {
          close();
          refuse(documentPulseTexts.photoInvalid);
        }}
      />
    </Box>
  );
};
