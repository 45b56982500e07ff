import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// An upcoming list's rows while it loads: avatar, name and date.
export const UpcomingSkeleton = () => (
  <Box>
    {[0, 1, 2].map((row) => (
      <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton variant="text" sx={{ flex: 1 }} />
      </Box>
    ))}
  </Box>
);
