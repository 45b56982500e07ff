import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import defaultAvatarUrl from '../../assets/default-avatar.svg';

type EmployeeAvatarProps = {
  employeeId: string | undefined;
  photoVersion: string | null | undefined;
  name: string;
  size?: number;
  // Tiles name the employee beside the picture, so there it is decoration; the form labels it.
  label?: string;
  variant?: 'circular' | 'rounded';
};

// The version in the query makes a changed photo a new URL, so caches never show the old one.
const employeePhotoUrl = (employeeId: string, photoVersion: string) =>
  `/api/v1/employees/${encodeURIComponent(employeeId)}/photo?v=${encodeURIComponent(photoVersion)}`;

const DefaultImage = ({ label }: { label: string }) => (
  <Box component="img" src={defaultAvatarUrl} alt={label} sx={{ width: '100%', height: '100%' }} />
);

// spec A §2: the profile picture, or a default image when there is none or it does not load.
export const EmployeeAvatar = ({
  employeeId,
  photoVersion,
  name,
  size = 56,
  label,
  variant = 'circular',
}: EmployeeAvatarProps) => {
  const src = employeeId && photoVersion ? employeePhotoUrl(employeeId, photoVersion) : undefined;
  return (
    <Avatar
      // A new version is a new image: remount so a failed earlier load does not stick.
      key={src ?? 'default'}
      src={src}
      alt={label ?? ''}
      variant={variant}
      // The inner <img> (photo or default) carries the label, so the box itself is not announced.
      {...(label ? {} : { 'aria-hidden': true })}
      title={label ?? name}
      sx={{ width: size * (variant === 'rounded' ? 2 : 1), height: size, bgcolor: 'grey.200' }}
    >
      <DefaultImage label={label ?? ''} />
    </Avatar>
  );
};
