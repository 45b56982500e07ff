import Avatar from '@mui/material/Avatar';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

// Profile photos arrive with file storage; until then every employee gets their initials (spec A §2:
// a default image when the picture is not found).
export const EmployeeAvatar = ({ name, size = 56 }: { name: string; size?: number }) => (
  <Avatar
    aria-hidden="true"
    sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }}
  >
    {initialsOf(name)}
  </Avatar>
);
